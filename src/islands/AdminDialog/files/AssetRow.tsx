import type { Asset } from '../../../domain/files/asset.ts';
import { formatFileSize } from '../../../util/file-size.ts';
import { safeHttpUrl } from '../../../util/urls.ts';
import { strings } from '../../../i18n/strings.ts';
import { adminStrings } from '../../../i18n/admin-strings.ts';
import { HistoryAndBinButtons } from '../shared/HistoryAndBinButtons.tsx';

const t = adminStrings.files;

interface Props {
  asset: Asset;
  busy: boolean;
  onRemove: () => void;
  onHistory: () => void;
}

/** What a file is: its category, kind, size and description, as one line under its name. */
export const assetDetails = (asset: Asset) =>
  [
    strings.files.categories[asset.category],
    strings.files.types[asset.type],
    ...(asset.size_bytes ? [formatFileSize(asset.size_bytes)] : []),
    ...(asset.description ? [asset.description] : []),
  ].join(' · ');

/** An added file: its link (when its address is a web address), what it is, its history and 'Usuń' (to the bin). */
export function AssetRow({ asset, busy, onRemove, onHistory }: Props) {
  const href = safeHttpUrl(asset.url);
  return (
    <li className="admin-files__item" data-item-id={asset.id}>
      <div>
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {asset.name}
            <span className="visually-hidden"> ({strings.newTab})</span>
          </a>
        ) : (
          <span>{asset.name}</span>
        )}
        <p className="hint">{assetDetails(asset)}</p>
      </div>
      <div className="admin-files__actions">
        <HistoryAndBinButtons
          name={asset.name}
          busy={busy}
          removeLabel={t.removeLabel}
          onHistory={onHistory}
          onRemove={onRemove}
        />
      </div>
    </li>
  );
}
