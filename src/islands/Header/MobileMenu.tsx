import { useEffect, useRef, useState } from 'react';
import { contactLink } from '../../data/navigation.ts';
import type { Menu } from '../../lib/page-tree.ts';
import { strings } from '../../data/strings.ts';
import { NavList } from './NavList.tsx';
import { SocialLink } from './SocialLink.tsx';
import { SearchBox } from '../Search/SearchBox.tsx';
import { CloseIcon, MenuIcon } from '../shared/icons.tsx';
import { useDetailsHandover } from './use-details-handover.ts';

const t = strings.header;
const MENU = 'menu';

/**
 * The menu below the desktop width: the site search (the same combobox as on the desktop), the same three
 * groups as accordions, the Contact link and the social profile. Until hydration the whole menu is a <details>, so it opens at the first tap (and without
 * JavaScript); then it is a button with `aria-expanded` that Escape and following a link close.
 */
export function MobileMenu({ currentPath, navigation }: { currentPath: string; navigation: Menu }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const enhanced = useDetailsHandover(root, () => setOpen(true));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  const label = (
    <>
      <MenuIcon />
      <CloseIcon variant="close" />
      <span className="site-header__menu-label">{t.menu}</span>
    </>
  );
  const contents = (
    <>
      <SearchBox className="mobile-nav__search" />
      {navigation.map((group) => (
        <details key={group.id} className="mobile-nav__group">
          <summary>{group.title}</summary>
          <NavList entries={group.entries} currentPath={currentPath} onNavigate={close} />
        </details>
      ))}
      <a className="mobile-nav__contact" href={contactLink} onClick={close}>
        {t.contact}
      </a>
      <SocialLink className="mobile-nav__social" withLabel />
    </>
  );

  return (
    <div ref={root} className="mobile-menu">
      {enhanced ? (
        <>
          <button
            ref={button}
            type="button"
            className="icon-button site-header__menu-button"
            data-disclosure={MENU}
            aria-expanded={open}
            aria-controls="mobile-nav"
            onClick={() => setOpen((value) => !value)}
          >
            {label}
          </button>
          <nav id="mobile-nav" className="mobile-nav" aria-label={t.mainNav} hidden={!open}>
            {contents}
          </nav>
        </>
      ) : (
        <details className="mobile-menu__details mobile-nav--no-js" data-disclosure={MENU}>
          <summary className="icon-button site-header__menu-button">{label}</summary>
          <nav className="mobile-nav" aria-label={t.mainNav}>
            {contents}
          </nav>
        </details>
      )}
    </div>
  );
}
