/**
 * Inline icons drawn with currentColor; always decorative (the control around them carries the name). How they are
 * stroked is in the stylesheet (`.icon`, src/styles/_base.scss), written once rather than on every icon of a page.
 */
import type { ReactElement } from 'react';

function Icon({ children, variant }: { children: ReactElement | ReactElement[]; variant?: string }) {
  return (
    <svg className={variant ? `icon icon--${variant}` : 'icon'} viewBox="0 0 24 24" aria-hidden="true">
      {children}
    </svg>
  );
}

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
);

export const AccessibilityIcon = () => (
  <Icon>
    <circle cx="12" cy="4.5" r="1.5" />
    <path d="M5 8.5l7 1.5 7-1.5M12 10v4.5M12 14.5l-3 6M12 14.5l3 6" />
  </Icon>
);

export const MoonIcon = () => (
  <Icon variant="moon">
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
  </Icon>
);

export const SunIcon = () => (
  <Icon variant="sun">
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon>
    <path d="M12 2.5l8 3v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10v-6l8-3z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon variant="menu">
    <path d="M3 6h18M3 12h18M3 18h18" />
  </Icon>
);

export const CloseIcon = ({ variant }: { variant?: string }) => (
  <Icon variant={variant}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const FacebookIcon = () => (
  <svg className="icon icon--solid" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9z" />
  </svg>
);

export const ChevronIcon = () => (
  <Icon>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);
