import './header.scss';
import { useCallback, useRef, useState } from 'react';
import { centre } from '../../domain/centre/centre.ts';
import { logoUrl } from '../../assets/logo.ts';
import { strings } from '../../i18n/strings.ts';
import { SiteNav } from './SiteNav.tsx';
import { MenuButton } from './MenuButton.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { AdminControl } from './AdminControl.tsx';
import { SocialLink } from './SocialLink.tsx';
import { AccessibilityPanel } from '../AccessibilityPanel/AccessibilityPanel.tsx';
import { SearchBox } from '../Search/SearchBox.tsx';
import { AccessibilityIcon } from '../shared/icons.tsx';
import type { Menu } from '../../domain/site/page-tree.ts';

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
/**
 * Whether something a header button opens is open, that button, and a `close` that can give it focus back (after
 * Escape, say).
 */
function useOpenedByButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  return { open, setOpen, button, close };
}

export default function Header({ currentPath, navigation }: Props) {
  const panel = useOpenedByButton();
  const menu = useOpenedByButton();

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
            ref={panel.button}
            type="button"
            className="icon-button requires-js"
            aria-expanded={panel.open}
            aria-controls="accessibility-panel"
            onClick={() => panel.setOpen((open) => !open)}
          >
            <AccessibilityIcon />
            <span className="visually-hidden">{strings.accessibilityPanel.title}</span>
          </button>
          <ThemeToggle />
          <AdminControl />
          <MenuButton ref={menu.button} open={menu.open} onToggle={menu.setOpen} />
        </div>
      </div>

      {panel.open && <AccessibilityPanel onClose={panel.close} toggleButton={panel.button} />}

      <SiteNav currentPath={currentPath} navigation={navigation} menuOpen={menu.open} closeMenu={menu.close} />
    </>
  );
}
