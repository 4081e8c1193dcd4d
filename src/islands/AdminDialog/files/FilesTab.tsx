import type { Asset } from '../../../domain/files/asset.ts';
import { reloadAssetLists } from '../../../api/assets.ts';
import { moveAssetToBin, restoreAsset, restoreAssetVersion } from '../../../api/asset-writes.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import { AddFileForm } from './AddFileForm.tsx';
import { AssetRow } from './AssetRow.tsx';
import { HistoryDialog } from '../history/HistoryDialog.tsx';
import { useHistory } from '../history/use-history.ts';
import { ListControls } from '../shared/ListControls.tsx';
import { useBinMove } from '../bin/use-bin-move.ts';
import type { PanelActions } from '../shared/use-panel-actions.ts';
import type { TablePage } from '../shared/use-list.ts';

interface Props {
  assets: TablePage<'assets'>;
  actions: PanelActions;
}

const t = panelWords.files;
const paging = panelWords.paging;

/**
 * Files: the form (a file from the computer, or the address of one already online; name, description and category
 * optional) and the list of added files (what is not in the bin), 25 at a time and searchable by name, each with
 * its history and 'Usuń' into the bin, with 'Cofnij'.
 */
export function FilesTab({ assets, actions }: Props) {
  const afterWrite = () => {
    assets.reload();
    void reloadAssetLists();
  };
  const moveToBin = useBinMove<Asset>({
    actions,
    move: moveAssetToBin,
    restore: restoreAsset,
    nameOf: (asset) => asset.name,
    failure: t.removeFailed,
    fallback: t.removeFallback,
    onChanged: afterWrite,
  });
  const history = useHistory(actions, restoreAssetVersion, assets.latest, afterWrite);

  return (
    <div className="files-tab">
      <AddFileForm actions={actions} onAdded={afterWrite} />
      <h3 className="files-tab__heading">{t.list}</h3>
      {assets.status === 'ready' && assets.total === 0 && !assets.search ? (
        <p className="admin-empty">{t.empty}</p>
      ) : (
        <ListControls
          list={assets}
          searchLabel={paging.searchFiles}
          count={fill.pl(paging.filesCount, { count: assets.total })}
          disabled={actions.busy}
        >
          <ul className="admin-files" role="list" tabIndex={0} aria-label={t.list}>
            {assets.rows.map((asset) => (
              <AssetRow
                key={asset.id}
                asset={asset}
                busy={actions.busy}
                onRemove={() => void moveToBin(asset)}
                onHistory={() => history.open(asset)}
              />
            ))}
          </ul>
        </ListControls>
      )}
      <HistoryDialog
        target={history.opened && { table: 'assets', id: history.opened.id, name: history.opened.name }}
        busy={actions.busy}
        alert={actions.alert}
        onRestore={(version) => history.restore(version as Asset)}
        onClose={history.close}
      />
    </div>
  );
}
