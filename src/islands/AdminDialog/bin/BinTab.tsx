import { useEffect, useState } from 'react';
import type { NewsItem } from '../../../domain/news/news-item.ts';
import type { Asset } from '../../../domain/files/asset.ts';
import { deleteNewsForGood, restoreNews } from '../../../api/news-writes.ts';
import { deleteAssetForGood, restoreAsset } from '../../../api/asset-writes.ts';
import { sweepBin } from '../../../api/bin-sweep.ts';
import { reloadNewsLists } from '../../../api/news.ts';
import { reloadAssetLists } from '../../../api/assets.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import { BinSection } from './BinSection.tsx';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { focusAfterLeaving } from '../shared/focus-row.ts';
import type { PanelActions } from '../shared/use-panel-actions.ts';
import type { TablePage } from '../shared/use-list.ts';

const t = panelWords.bin;

interface Props {
  news: TablePage<'news_items'>;
  assets: TablePage<'assets'>;
  /** The lists outside the bin, which an item restored returns to. */
  reloadLists: () => void;
  actions: PanelActions;
}

type Binned = { table: 'news_items'; row: NewsItem } | { table: 'assets'; row: Asset };

const nameOf = (item: Binned) => (item.table === 'news_items' ? item.row.title : item.row.name);

/** 'Usunąć trwale?': what goes for good, a news item with its pictures or a file. */
const confirmation = (item: Binned) =>
  item.table === 'news_items'
    ? fill.pl(t.confirmNews, { title: item.row.title })
    : fill.pl(t.confirmFile, { name: item.row.name });

/**
 * 'Kosz': the news and files moved to the bin, each restored whole or, after a confirmation, deleted for good
 * with its history. Opening it also sweeps the private bucket of files and pictures that nothing refers to any more
 * (`sweepBin`: the database empties the bin after 30 days, and on a hosted project SQL cannot delete Storage
 * objects).
 */
export function BinTab({ news, assets, reloadLists, actions }: Props) {
  const [deleting, setDeleting] = useState<Binned | null>(null);

  useEffect(() => {
    void sweepBin();
  }, []);

  const afterWrite = (item: Binned) => {
    (item.table === 'news_items' ? news : assets).reload();
    reloadLists();
    void (item.table === 'news_items' ? reloadNewsLists() : reloadAssetLists());
  };

  const restore = async (item: Binned) => {
    const refocus = focusAfterLeaving(item.row.id);
    const outcome = await actions.run(
      () => (item.table === 'news_items' ? restoreNews(item.row) : restoreAsset(item.row)),
      { success: fill.pl(t.restored, { name: nameOf(item) }), failure: t.restoreFailed, fallback: t.restoreFallback },
    );
    if (!outcome.ok) return;
    afterWrite(item);
    refocus();
  };

  const deleteForGood = async () => {
    const item = deleting;
    setDeleting(null);
    if (!item) return;
    const refocus = focusAfterLeaving(item.row.id);
    const outcome = await actions.run(
      () => (item.table === 'news_items' ? deleteNewsForGood(item.row) : deleteAssetForGood(item.row)),
      { success: fill.pl(t.deleted, { name: nameOf(item) }), failure: t.deleteFailed, fallback: t.deleteFallback },
    );
    if (!outcome.ok) return;
    afterWrite(item);
    refocus();
  };

  return (
    <div className="bin-tab">
      <p className="hint">{t.note}</p>
      <BinSection
        table="news_items"
        list={news}
        heading={t.news}
        searchLabel={t.searchNews}
        count={fill.pl(t.newsCount, { count: news.total })}
        empty={t.noNews}
        nameOf={(row) => row.title}
        busy={actions.busy}
        onRestore={(row) => void restore({ table: 'news_items', row })}
        onDelete={(row) => setDeleting({ table: 'news_items', row })}
      />
      <BinSection
        table="assets"
        list={assets}
        heading={t.files}
        searchLabel={t.searchFiles}
        count={fill.pl(t.filesCount, { count: assets.total })}
        empty={t.noFiles}
        nameOf={(row) => row.name}
        busy={actions.busy}
        onRestore={(row) => void restore({ table: 'assets', row })}
        onDelete={(row) => setDeleting({ table: 'assets', row })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.confirmTitle}
        message={deleting ? confirmation(deleting) : ''}
        confirmLabel={t.deleteForGood}
        onConfirm={() => void deleteForGood()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
