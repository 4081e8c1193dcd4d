import type { MenuEntry } from '../../domain/site/page-tree.ts';
import { useFrameWords } from '../shared/frame-words.tsx';

interface Props {
  entries: MenuEntry[];
  currentPath: string;
  /** Called when a link is followed, so that an open menu can close. */
  onNavigate?: () => void;
}

/**
 * Nested lists of links: a dropdown of the desktop bar, or an accordion of the phone menu. In a menu in another
 * language, a link to a page in Polish says so in words a screen reader reads out (`hreflang` alone is not
 * announced), and a Polish title is marked as Polish.
 */
export function NavList({ entries, currentPath, onNavigate }: Props) {
  const words = useFrameWords();
  return (
    <ul className="nav-list">
      {entries.map((entry) => (
        <li key={entry.id} className={entry.children ? 'nav-list__parent' : undefined}>
          <a
            href={entry.link}
            hrefLang={entry.hreflang}
            aria-current={entry.link === currentPath ? 'page' : undefined}
            onClick={onNavigate}
          >
            {entry.lang ? <span lang={entry.lang}>{entry.title}</span> : entry.title}
            {entry.hreflang && <span className="visually-hidden">{` (${words.inPolish})`}</span>}
          </a>
          {entry.children && <NavList entries={entry.children} currentPath={currentPath} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}
