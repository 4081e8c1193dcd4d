import type { Asset } from '../../../domain/files/asset.ts';
import { formatFileSize } from '../../../util/file-size.ts';
import { safeHttpUrl } from '../../../util/urls.ts';
import { siteWords } from '../../../i18n/pl/site.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import { HistoryAndBinButtons } from '../shared/HistoryAndBinButtons.tsx';

const t = panelWords.files;

interface Props {
  asset: Asset;
  busy: boolean;
  onRemove: () => void;
  onHistory: () => void;
}

/** What a file is: its category, kind, size and description, as one line under its name. */
export const assetDetails = (asset: Asset) =>
  [
    siteWords.files.categories[asset.category],
    siteWords.files.types[asset.type],
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
            <span className="visually-hidden"> ({siteWords.newTab})</span>
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
          removeLabel={fill.pl(t.removeLabel, { name: asset.name })}
          onHistory={onHistory}
          onRemove={onRemove}
        />
      </div>
    </li>
  );
}
