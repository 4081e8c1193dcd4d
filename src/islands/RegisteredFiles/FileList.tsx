import type { Asset } from '../../domain/files/asset.ts';
import { safeHttpUrl } from '../../util/urls.ts';
import { assetMeta } from '../../domain/files/asset-rules.ts';
import { siteWords } from '../../i18n/pl/site.ts';

/** Registered files as links with their format and size; a file whose address is not http(s) is left out. */
export function FileList({ files }: { files: Asset[] }) {
  return (
    <ul className="document-list">
      {files.map((asset) => {
        const href = safeHttpUrl(asset.url);
        if (!href) return null;
        return (
          <li key={asset.id}>
            <a className="document-link" href={href} target="_blank" rel="noopener noreferrer">
              <span>{asset.name}</span> <span className="document-link__meta">({assetMeta(asset)})</span>
              <span className="visually-hidden"> ({siteWords.newTab})</span>
            </a>
            {asset.description && <p className="registered-files__type">{asset.description}</p>}
          </li>
        );
      })}
    </ul>
  );
}
