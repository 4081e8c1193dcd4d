import { useEffect, useRef, useState } from 'react';
import { contactLink } from '../../domain/site/contact-link.ts';
import type { Menu } from '../../domain/site/page-tree.ts';
import { NavList } from './NavList.tsx';
import { SocialLink } from './SocialLink.tsx';
import { SearchBox } from '../Search/SearchBox.tsx';
import { ChevronIcon } from '../shared/icons.tsx';
import { useDetailsHandover } from './use-details-handover.ts';
import { polishIn, useFrameWords } from '../shared/frame-words.tsx';

/** The navigation's id, which the phone menu's button controls. */
export const SITE_NAV_ID = 'site-nav';

interface Props {
  currentPath: string;
  navigation: Menu;
  /** Below the desktop width, whether the menu button has opened the navigation. */
  menuOpen: boolean;
  /** Closes the phone menu, giving focus back to its button when the visitor pressed Escape. */
  closeMenu: (returnFocus: boolean) => void;
}

/**
 * The site's one main navigation: three groups of pages and the Contact link, in a bar below the header on a
 * desktop, and below the desktop width in the menu that the header's menu button opens, with the site search
 * first and the social profile last, its groups as accordions. One markup serves both layouts, so every page
 * carries the menu once. Until hydration the groups are <details>; then they are disclosure buttons, one open
 * at a time, closed by a click outside, Escape, or focus leaving the navigation. Escape with no group open closes
 * the phone menu, and following a link closes both.
 */
export function SiteNav({ currentPath, navigation, menuOpen, closeMenu }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const enhanced = useDetailsHandover(navRef, setOpenId);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const words = useFrameWords();

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [openId]);

  useEffect(() => {
    if (!openId && !menuOpen) return;
    // The innermost first: an open group, then the phone menu around it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openId) {
        setOpenId(null);
        buttons.current.get(openId)?.focus();
      } else closeMenu(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openId, menuOpen, closeMenu]);

  const navigate = () => {
    setOpenId(null);
    closeMenu(false);
  };

  return (
    <nav
      ref={navRef}
      id={SITE_NAV_ID}
      className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}
      aria-label={words.header.mainNav}
    >
      <SearchBox className="site-nav__search" />
      <ul className="site-nav__groups container">
        {navigation.map((group) => {
          const panelId = `nav-${group.id}`;
          const open = openId === group.id;
          const panel = <NavList entries={group.entries} currentPath={currentPath} onNavigate={navigate} />;
          return (
            <li key={group.id} className="site-nav__group">
              {enhanced ? (
                <>
                  <button
                    ref={(element) => {
                      if (element) buttons.current.set(group.id, element);
                    }}
                    type="button"
                    className="site-nav__toggle"
                    data-disclosure={group.id}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenId(open ? null : group.id)}
                  >
                    {group.title}
                    <ChevronIcon />
                  </button>
                  <div id={panelId} className="site-nav__panel" hidden={!open}>
                    {panel}
                  </div>
                </>
              ) : (
                <details className="site-nav__details" data-disclosure={group.id}>
                  <summary className="site-nav__toggle">
                    {group.title}
                    <ChevronIcon />
                  </summary>
                  <div className="site-nav__panel">{panel}</div>
                </details>
              )}
            </li>
          );
        })}
        <ContactItem onNavigate={navigate} />
      </ul>
      <SocialLink className="site-nav__social" withLabel />
    </nav>
  );
}

/** The Contact button, to the contact section of the home page, which is Polish: in another frame it says so. */
function ContactItem({ onNavigate }: { onNavigate: () => void }) {
  const words = useFrameWords();
  const polish = polishIn(words);
  return (
    <li className="site-nav__group site-nav__group--contact">
      <a className="button site-nav__contact" href={contactLink} hrefLang={polish} onClick={onNavigate}>
        {words.header.contact}
        {polish && <span className="visually-hidden">{` (${words.inPolish})`}</span>}
      </a>
    </li>
  );
}
