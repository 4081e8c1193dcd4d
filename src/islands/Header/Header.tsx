import './header.scss';
import { useCallback, useRef, useState } from 'react';
import { centre } from '../../data/centre.ts';
import { logoUrl } from '../../lib/logo.ts';
import { strings } from '../../data/strings.ts';
import { SiteNav } from './SiteNav.tsx';
import { MenuButton } from './MenuButton.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { AdminControl } from './AdminControl.tsx';
import { SocialLink } from './SocialLink.tsx';
import { AccessibilityPanel } from '../AccessibilityPanel/AccessibilityPanel.tsx';
import { SearchBox } from '../Search/SearchBox.tsx';
import { AccessibilityIcon } from '../shared/icons.tsx';
import type { Menu } from '../../lib/page-tree.ts';

interface Props {
  /** The path of the page, to mark the current entry in the menus. */
  currentPath: string;
  /** The menu groups and their pages, from the site map (see `toMenu`). */
  navigation: Menu;
}

const t = strings.header;

/**
 * The inside of the site header on every page. The server renders every control, in the order they keep
 * after hydration: menus as <details> that work without JavaScript, and the buttons that need it
 * (`requires-js`, hidden when JavaScript is off). The island hydrates on the visitor's first intent
 * (`client:intent`), which repeats any press made before it. The navigation follows the bar, and below the
 * desktop width the bar's menu button shows it.
 */
export default function Header({ currentPath, navigation }: Props) {
  const [panelOpen, setPanelOpen] = useState(false);
  const panelButton = useRef<HTMLButtonElement>(null);

  const closePanel = useCallback((returnFocus: boolean) => {
    setPanelOpen(false);
    if (returnFocus) panelButton.current?.focus();
  }, []);

  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  return (
    <>
      <div className="site-header__bar container">
        <a href="/" className="site-header__logo" aria-current={currentPath === '/' ? 'page' : undefined}>
          <img src={logoUrl} alt="" width="48" height="48" className="site-header__logo-mark" />
          <span className="site-header__logo-text">
            <span className="site-header__logo-name">{centre.name}</span>
            <span className="site-header__logo-short" aria-hidden="true">
              {centre.abbreviation}
            </span>
            <span className="visually-hidden">{` – ${t.homeLink}`}</span>
          </span>
        </a>

        <div className="site-header__tools">
          <SearchBox className="site-header__search" />
          <SocialLink className="icon-button site-header__social" />
          <button
            ref={panelButton}
            type="button"
            className="icon-button requires-js"
            aria-expanded={panelOpen}
            aria-controls="accessibility-panel"
            onClick={() => setPanelOpen((open) => !open)}
          >
            <AccessibilityIcon />
            <span className="visually-hidden">{strings.accessibilityPanel.title}</span>
          </button>
          <ThemeToggle />
          <AdminControl />
          <MenuButton ref={menuButton} open={menuOpen} onToggle={setMenuOpen} />
        </div>
      </div>

      {panelOpen && <AccessibilityPanel onClose={closePanel} toggleButton={panelButton} />}

      <SiteNav currentPath={currentPath} navigation={navigation} menuOpen={menuOpen} closeMenu={closeMenu} />
    </>
  );
}
