import { useRef, type Ref } from 'react';
import { CloseIcon, MenuIcon } from '../shared/icons.tsx';
import { useDetailsHandover } from './use-details-handover.ts';
import { SITE_NAV_ID } from './SiteNav.tsx';
import { useFrameWords } from '../shared/frame-words.tsx';

const MENU = 'menu';

interface Props {
  open: boolean;
  onToggle: (open: boolean) => void;
  /** The button, once hydrated, for focus to return to. */
  ref: Ref<HTMLButtonElement>;
}

/**
 * The button that opens the site navigation below the desktop width (`./SiteNav.tsx`, which follows the header
 * bar). Until hydration it is the summary of an otherwise empty <details>, whose being open shows the navigation
 * (a `:has()` rule in ./header.scss), so the menu opens at the first tap, and without JavaScript; then it is a
 * button with `aria-expanded`.
 */
export function MenuButton({ open, onToggle, ref }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const enhanced = useDetailsHandover(root, () => onToggle(true));
  const words = useFrameWords();
  const label = (
    <>
      <MenuIcon />
      <CloseIcon variant="close" />
      <span className="site-header__menu-label">{words.header.menu}</span>
    </>
  );

  return (
    <div ref={root} className="mobile-menu">
      {enhanced ? (
        <button
          ref={ref}
          type="button"
          className="icon-button site-header__menu-button"
          data-disclosure={MENU}
          aria-expanded={open}
          aria-controls={SITE_NAV_ID}
          onClick={() => onToggle(!open)}
        >
          {label}
        </button>
      ) : (
        <details data-disclosure={MENU}>
          <summary className="icon-button site-header__menu-button">{label}</summary>
        </details>
      )}
    </div>
  );
}
