import { useEffect, useRef, useState } from 'react';
import { contactLink } from '../../data/navigation.ts';
import type { Menu } from '../../lib/page-tree.ts';
import { strings } from '../../data/strings.ts';
import { NavList } from './NavList.tsx';
import { ChevronIcon } from '../shared/icons.tsx';
import { useDetailsHandover } from './use-details-handover.ts';

interface Props {
  currentPath: string;
  navigation: Menu;
}

/**
 * The desktop navigation: three dropdown groups and the Contact link. Until hydration the groups are
 * <details>; then they are disclosure buttons, one open at a time, closed by a click outside, Escape, or
 * focus leaving the navigation.
 */
export function DesktopNav({ currentPath, navigation }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const enhanced = useDetailsHandover(navRef, setOpenId);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenId(null);
        buttons.current.get(openId)?.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [openId]);

  return (
    <nav ref={navRef} className="desktop-nav" aria-label={strings.header.mainNav}>
      <ul className="desktop-nav__groups container">
        {navigation.map((group) => {
          const panelId = `nav-${group.id}`;
          const open = openId === group.id;
          const panel = (
            <NavList entries={group.entries} currentPath={currentPath} onNavigate={() => setOpenId(null)} />
          );
          return (
            <li key={group.id} className="desktop-nav__group">
              {enhanced ? (
                <>
                  <button
                    ref={(element) => {
                      if (element) buttons.current.set(group.id, element);
                    }}
                    type="button"
                    className="desktop-nav__toggle"
                    data-disclosure={group.id}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenId(open ? null : group.id)}
                  >
                    {group.title}
                    <ChevronIcon />
                  </button>
                  <div id={panelId} className="desktop-nav__panel" hidden={!open}>
                    {panel}
                  </div>
                </>
              ) : (
                <details className="desktop-nav__details" data-disclosure={group.id}>
                  <summary className="desktop-nav__toggle">
                    {group.title}
                    <ChevronIcon />
                  </summary>
                  <div className="desktop-nav__panel">{panel}</div>
                </details>
              )}
            </li>
          );
        })}
        <li className="desktop-nav__group desktop-nav__group--contact">
          <a className="button desktop-nav__contact" href={contactLink}>
            {strings.header.contact}
          </a>
        </li>
      </ul>
    </nav>
  );
}
