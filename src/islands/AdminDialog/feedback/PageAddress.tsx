import { sitePath } from '../../../util/urls.ts';

/**
 * The page an answer is about: a link when it is a path of this site, else the text as stored. An answer's page
 * comes from whoever sent it, so a protocol-relative '//host/…' never becomes a link one click from the panel.
 */
export function PageAddress({ page }: { page: string | null }) {
  const path = sitePath(page);
  return path ? <a href={path}>{path}</a> : <span>{page}</span>;
}
