import './header.scss';
import { useCallback, useRef, useState } from 'react';
import { logoUrl } from '../../assets/logo.ts';
import { SiteNav } from './SiteNav.tsx';
import { MenuButton } from './MenuButton.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { AdminControl } from './AdminControl.tsx';
import { SocialLink } from './SocialLink.tsx';
import { AccessibilityPanel } from '../AccessibilityPanel/AccessibilityPanel.tsx';
import { SearchBox } from '../Search/SearchBox.tsx';
import { AccessibilityIcon } from '../shared/icons.tsx';
import type { Menu } from '../../domain/site/page-tree.ts';
import type { IslandWords } from '../../i18n/frame.ts';
import type { CentreCard } from '../../domain/centre/centre-card.ts';
import { CentreCardContext, FrameWordsContext, polishIn } from '../shared/frame-words.tsx';

interface Props {
  /** The path of the page, to mark the current entry in the menus. */
  currentPath: string;
  /**
   * What is the same on every page of a language, so the build moves it to a file the pages share: the menu groups
   * and their pages (`toMenu`, `toUkrainianMenu`), the frame's words in that language, and what it shows of the
   * centre.
   */
  frame: { menu: Menu; words: IslandWords; centre: CentreCard };
}

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

export default function Header({ currentPath, frame: { menu: navigation, words, centre } }: Props) {
  const panel = useOpenedByButton();
  const menu = useOpenedByButton();
  const polish = polishIn(words);

  return (
    <FrameWordsContext value={words}>
      <CentreCardContext value={centre}>
        <div className="site-header__bar container">
          <a
            href="/"
            className="site-header__logo"
            aria-current={currentPath === '/' ? 'page' : undefined}
            hrefLang={polish}
          >
            <img src={logoUrl} alt="" width="48" height="48" className="site-header__logo-mark" />
            <span className="site-header__logo-text">
              {/* The centre's name is Polish in every frame. */}
              <span className="site-header__logo-name" lang={polish}>
                {centre.name}
              </span>
              <span className="site-header__logo-short" aria-hidden="true" lang={polish}>
                {centre.abbreviation}
              </span>
              <span className="visually-hidden">
                {` – ${words.header.homeLink}`}
                {polish && ` (${words.inPolish})`}
              </span>
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
              <span className="visually-hidden">{words.accessibilityPanel.title}</span>
            </button>
            <ThemeToggle />
            <AdminControl />
            <MenuButton ref={menu.button} open={menu.open} onToggle={menu.setOpen} />
          </div>
        </div>

        {panel.open && <AccessibilityPanel onClose={panel.close} toggleButton={panel.button} />}

        <SiteNav currentPath={currentPath} navigation={navigation} menuOpen={menu.open} closeMenu={menu.close} />
      </CentreCardContext>
    </FrameWordsContext>
  );
}
