import type { Asset } from '../../domain/files/asset.ts';
import { reloadAssetLists } from '../../api/assets.ts';
import { moveAssetToBin } from '../../api/asset-writes.ts';
import { formatFileSize } from '../../util/file-size.ts';
import { safeHttpUrl } from '../../util/urls.ts';
import { strings } from '../../i18n/strings.ts';
import { adminStrings } from '../../i18n/admin-strings.ts';
import { AddFileForm } from './AddFileForm.tsx';
import { ListControls } from './ListControls.tsx';
import { useConfirmedRemove } from './use-confirmed-remove.tsx';
import type { PanelActions } from './use-panel-actions.ts';
import type { TablePage } from './use-table-page.ts';

interface Props {
  assets: TablePage<'assets'>;
  actions: PanelActions;
}

const t = adminStrings.files;
const paging = adminStrings.paging;

/**
 * Files: the form (a file from the computer, or the address of one already online; name, description and category
 * optional) and the list of added files, 25 at a time and searchable by name, each with delete after confirmation.
 */
export function FilesTab({ assets, actions }: Props) {
  const afterWrite = () => {
    assets.reload();
    void reloadAssetLists();
  };
  const removal = useConfirmedRemove<Asset>({ actions, remove: moveAssetToBin, onRemoved: afterWrite, texts: t });

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
          count={paging.filesCount(assets.total)}
          disabled={actions.busy}
        >
          <ul className="admin-files" role="list" tabIndex={0} aria-label={t.list}>
            {assets.rows.map((asset) => (
              <AssetRow key={asset.id} asset={asset} busy={actions.busy} onRemove={() => removal.ask(asset)} />
            ))}
          </ul>
        </ListControls>
      )}
      {removal.dialog}
    </div>
  );
}

/** An added file: its link (when its address is a web address), what it is, and its delete button. */
function AssetRow({ asset, busy, onRemove }: { asset: Asset; busy: boolean; onRemove: () => void }) {
  const href = safeHttpUrl(asset.url);
  return (
    <li className="admin-files__item">
      <div>
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {asset.name}
            <span className="visually-hidden"> ({strings.newTab})</span>
          </a>
        ) : (
          <span>{asset.name}</span>
        )}
        <p className="hint">
          {strings.files.categories[asset.category]} · {strings.files.types[asset.type]}
          {asset.size_bytes ? ` · ${formatFileSize(asset.size_bytes)}` : ''}
          {asset.description ? ` · ${asset.description}` : ''}
        </p>
      </div>
      <button
        type="button"
        className="button button--danger"
        disabled={busy}
        aria-label={t.removeLabel(asset.name)}
        onClick={onRemove}
      >
        {strings.remove}
      </button>
    </li>
  );
}
