import { useCallback, useId } from 'react';
import { readAuthorsOf } from '../../../api/item-versions.ts';
import type { TableRow } from '../../../domain/database.types.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import { formats } from '../../../i18n/formats.ts';
import { ListControls } from '../shared/ListControls.tsx';
import { useList, type TablePage } from '../shared/use-list.ts';

const t = panelWords.bin;

type BinTable = 'news_items' | 'assets';

const NO_AUTHORS = new Map<string, string | null>();

interface Props<Name extends BinTable> {
  table: Name;
  list: TablePage<Name>;
  heading: string;
  searchLabel: string;
  count: string;
  /** Said when this part of the bin is empty. */
  empty: string;
  nameOf: (row: TableRow<Name>) => string;
  busy: boolean;
  onRestore: (row: TableRow<Name>) => void;
  onDelete: (row: TableRow<Name>) => void;
}

/** Who moved each row of the list to the bin, by id: the author of its current version. */
function useBinnedBy(table: BinTable, rows: readonly { id: string; version: number }[]) {
  const read = useCallback(async () => ({ data: await readAuthorsOf(table, rows), error: null }), [table, rows]);
  return useList(read).data ?? NO_AUTHORS;
}

/**
 * One part of the bin (news or files), 25 at a time and searchable: each item with when it was moved there and
 * by whom, 'Przywróć' and 'Usuń trwale'.
 */
export function BinSection<Name extends BinTable>(props: Props<Name>) {
  const { table, list, heading, searchLabel, count, empty, nameOf, busy, onRestore, onDelete } = props;
  const id = useId();
  const authors = useBinnedBy(table, list.rows);
  return (
    <section className="bin-section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="files-tab__heading">
        {heading}
      </h3>
      {list.status === 'ready' && list.total === 0 && !list.search ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        <ListControls list={list} searchLabel={searchLabel} count={count} disabled={busy}>
          <ul className="admin-list" role="list">
            {list.rows.map((row) => (
              <li key={row.id} className="admin-list__item" data-item-id={row.id}>
                <h4 className="admin-list__title">{nameOf(row)}</h4>
                <p className="admin-list__meta">
                  {fill.pl(t.binnedAt, {
                    when: formats.pl.dateTime(new Date(row.deleted_at!)),
                    who: authors.get(row.id) ?? panelWords.history.system,
                  })}
                </p>
                <div className="admin-list__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    aria-label={fill.pl(t.restoreLabel, { name: nameOf(row) })}
                    onClick={() => onRestore(row)}
                  >
                    {t.restore}
                  </button>
                  <button
                    type="button"
                    className="button button--danger"
                    disabled={busy}
                    aria-label={fill.pl(t.deleteForGoodLabel, { name: nameOf(row) })}
                    onClick={() => onDelete(row)}
                  >
                    {t.deleteForGood}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </ListControls>
      )}
    </section>
  );
}
