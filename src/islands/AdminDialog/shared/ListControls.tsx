import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { siteWords } from '../../../i18n/pl/site.ts';
import { fill } from '../../../i18n/message.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { TextField } from '../../shared/form/TextField.tsx';

const t = panelWords.paging;

/** Typing pauses this long before the list is searched, so each letter is not a read of its own. */
const TYPING_PAUSE_MS = 300;

/** What the controls need of a paged table (`useTablePage`). */
interface PagedList {
  rows: unknown[];
  search: string;
  searchFor: (text: string) => void;
  page: number;
  pages: number;
  setPage: (page: number) => void;
  /** Rows a change made elsewhere brought (0: it only took rows), held back while the list holds still. */
  waiting: number | null;
  showWaiting: () => void;
  holdStillWhile: (whether: () => boolean) => void;
}

interface Props {
  list: PagedList;
  /** The search field's label. */
  searchLabel: string;
  /** "4 987 aktualności": how many match, announced when it changes. */
  count: string;
  disabled: boolean;
  children: ReactNode;
}

/**
 * A panel list with its search field above (and a line when the search finds nothing) and its page controls below: the position and the number of matches
 * are announced politely when they change, and the buttons say where they lead. The list holds still while the
 * pointer or the focus is in it: rows a change made elsewhere brings wait behind a button in a line kept for it,
 * so that nothing under the pointer moves.
 */
export function ListControls({ list, searchLabel, count, disabled, children }: Props) {
  const { search, searchFor: onSearch, page, pages, setPage: onPage, holdStillWhile } = list;
  const id = useId();
  const [typed, setTyped] = useState(search);
  const area = useRef<HTMLDivElement>(null);
  const pointerIn = useRef(false);
  const newRows = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    holdStillWhile(() => pointerIn.current || Boolean(area.current?.contains(document.activeElement)));
  }, [holdStillWhile]);

  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => onSearch(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch]);

  return (
    <>
      <TextField
        id={`${id}-search`}
        fieldClassName="admin-search"
        label={searchLabel}
        hint={t.searchHint}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      {list.rows.length === 0 && search && <p className="admin-empty">{fill.pl(t.nothingFound, { text: search })}</p>}
      <div
        ref={area}
        onPointerEnter={() => (pointerIn.current = true)}
        onPointerLeave={() => (pointerIn.current = false)}
      >
        <p ref={newRows} className="admin-new-rows" tabIndex={-1} aria-live="polite">
          {list.waiting !== null && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                // The button leaves with the rows it shows: focus stays where it was, above them.
                newRows.current?.focus();
                list.showWaiting();
              }}
            >
              {list.waiting > 0 ? fill.pl(t.newRows, { count: list.waiting }) : t.changedRows}
            </button>
          )}
        </p>
        {children}
      </div>
      <div className="admin-paging">
        <p className="admin-paging__position" role="status">
          {fill.pl(t.position, { page, pages })} · {count}
        </p>
        {pages > 1 && (
          <div className="admin-paging__buttons">
            <button
              type="button"
              className="button button--secondary"
              disabled={disabled || page <= 1}
              onClick={() => onPage(page - 1)}
            >
              {siteWords.pagination.previous}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={disabled || page >= pages}
              onClick={() => onPage(page + 1)}
            >
              {siteWords.pagination.next}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
