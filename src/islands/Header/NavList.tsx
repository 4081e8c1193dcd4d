import type { MenuEntry } from '../../domain/site/page-tree.ts';

interface Props {
  entries: MenuEntry[];
  currentPath: string;
  /** Called when a link is followed, so that an open menu can close. */
  onNavigate?: () => void;
}

/** Nested lists of links: a dropdown of the desktop bar, or an accordion of the phone menu. */
export function NavList({ entries, currentPath, onNavigate }: Props) {
  return (
    <ul className="nav-list">
      {entries.map((entry) => (
        <li key={entry.id} className={entry.children ? 'nav-list__parent' : undefined}>
          <a href={entry.link} aria-current={entry.link === currentPath ? 'page' : undefined} onClick={onNavigate}>
            {entry.title}
          </a>
          {entry.children && <NavList entries={entry.children} currentPath={currentPath} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}
