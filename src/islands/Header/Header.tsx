import { useCallback, useEffect, useRef, useState } from 'react';
import { contactLink, navigation } from '../../data/navigation.ts';
import { centre } from '../../data/centre.ts';
import { strings } from '../../data/strings.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useScrolledPast } from './use-scrolled-past.ts';
import { NavList } from './NavList.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { AccessibilityPanel } from '../AccessibilityPanel/AccessibilityPanel.tsx';
import { SearchBox } from '../Search/SearchBox.tsx';
import { AdminControl } from './AdminControl.tsx';
import { AccessibilityIcon, CloseIcon, FacebookIcon, MenuIcon } from './icons.tsx';

interface Props {
  /** The path of the page, to mark the current entry in the menus. */
  currentPath: string;
}

/** Spec 000 §9: the header shrinks once the page is scrolled more than 50 px. */
const SHRINK_AFTER_PX = 50;
const t = strings.header;

/**
 * The site header on every page. Before JavaScript runs (or without it) the menus are plain links in
 * <details>; once hydrated they become disclosure buttons with outside-click and Escape handling, and the
 * display controls appear.
 */
/** The centre's social-media profile; in the header bar on desktop, at the end of the mobile menu. */
function SocialLink({ className, withLabel = false }: { className: string; withLabel?: boolean }) {
  return (
    <a className={className} href={centre.socialMedia.url} target="_blank" rel="noopener">
      <FacebookIcon />
      <span className={withLabel ? undefined : 'visually-hidden'}>{t.social}</span>
      <span className="visually-hidden"> ({strings.newTab})</span>
    </a>
  );
}

export default function Header({ currentPath }: Props) {
  const hydrated = useHydrated();
  const compact = useScrolledPast(SHRINK_AFTER_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelButton = useRef<HTMLButtonElement>(null);
  const mobileButton = useRef<HTMLButtonElement>(null);

  const closePanel = useCallback((returnFocus: boolean) => {
    setPanelOpen(false);
    if (returnFocus) panelButton.current?.focus();
  }, []);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMobileOpen(false);
        mobileButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const mobileGroups = navigation.map((group) => (
    <details key={group.id} className="mobile-nav__group">
      <summary>{group.title}</summary>
      <NavList entries={group.entries} currentPath={currentPath} onNavigate={() => setMobileOpen(false)} />
    </details>
  ));

  return (
    <header className={compact ? 'site-header site-header--compact' : 'site-header'}>
      <div className="site-header__bar container">
        <a href="/" className="site-header__logo" aria-current={currentPath === '/' ? 'page' : undefined}>
          <img src="/logo.svg" alt="" width="48" height="48" className="site-header__logo-mark" />
          <span className="site-header__logo-text">
            <span className="site-header__logo-name">{centre.name}</span>
            <span className="site-header__logo-short" aria-hidden="true">{centre.abbreviation}</span>
            <span className="visually-hidden"> – {t.homeLink}</span>
          </span>
        </a>

        <div className="site-header__tools">
          <SearchBox className="site-header__search" />
          <SocialLink className="icon-button site-header__social" />
          {hydrated && (
            <>
              <button
                ref={panelButton}
                type="button"
                className="icon-button"
                aria-expanded={panelOpen}
                aria-controls="accessibility-panel"
                onClick={() => setPanelOpen((open) => !open)}
              >
                <AccessibilityIcon />
                <span className="visually-hidden">{t.accessibility}</span>
              </button>
              <ThemeToggle />
              <AdminControl />
              <button
                ref={mobileButton}
                type="button"
                className="icon-button site-header__menu-button"
                aria-expanded={mobileOpen}
                aria-controls="mobile-nav"
                onClick={() => setMobileOpen((open) => !open)}
              >
                {mobileOpen ? <CloseIcon /> : <MenuIcon />}
                <span className="site-header__menu-label">{t.menu}</span>
              </button>
            </>
          )}
        </div>
      </div>

      {panelOpen && <AccessibilityPanel onClose={closePanel} toggleButton={panelButton} />}

      <DesktopNav currentPath={currentPath} enhanced={hydrated} />

      {hydrated ? (
        <nav id="mobile-nav" className="mobile-nav" aria-label={t.mainNav} hidden={!mobileOpen}>
          {mobileGroups}
          <a className="mobile-nav__contact" href={contactLink} onClick={() => setMobileOpen(false)}>
            {t.contact}
          </a>
          <SocialLink className="mobile-nav__social" withLabel />
        </nav>
      ) : (
        <details className="mobile-nav mobile-nav--no-js">
          <summary>{t.menu}</summary>
          <nav aria-label={t.mainNav}>
            {mobileGroups}
            <a className="mobile-nav__contact" href={contactLink}>
              {t.contact}
            </a>
            <SocialLink className="mobile-nav__social" withLabel />
          </nav>
        </details>
      )}
    </header>
  );
}
