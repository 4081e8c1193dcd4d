/**
 * Which addresses are documents, and the inline scripts and styles each may run: the Content-Security-Policy
 * acts only on documents, so it is sent with them and not with images, scripts, fonts or PDFs. A page carries
 * the hashes of its own inline code only; a folder that holds nothing but pages (the news articles, the
 * Ukrainian pages) is one rule with the hashes of all of them, so thousands of articles stay one line.
 */

/** A built page: its path in the output folder and the hashes of its inline scripts and styles. */
export interface BuiltPage {
  file: string;
  scripts: string[];
  styles: string[];
}

/** An address pattern of the hosts' `_headers` file, and the hashes its documents need. */
export interface DocumentRule {
  pattern: string;
  scripts: string[];
  styles: string[];
}

const DOCUMENT = /\.(html|xml)$/;
const NOT_FOUND = /(^|\/)404\.html$/;

/** The address a host serves a page at: clean URLs, `index.html` as its folder. */
export function routeOfFile(file: string): string {
  const route = `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`.replace(/\/index$/, '');
  return route || '/';
}

const union = (pages: BuiltPage[], key: 'scripts' | 'styles') =>
  [...new Set(pages.flatMap((page) => page[key]))].sort();

/**
 * One rule per page at the top level, one `/folder/*` rule (plus `/folder` for its index page) per top-level folder
 * that holds only documents, and one rule per page in any other folder; a not-found page named one by one also
 * under its file's name. `files` is every file of the output.
 */
export function documentRules(pages: BuiltPage[], files: string[]): DocumentRule[] {
  const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : null);
  const mixedFolders = new Set(files.filter((file) => !DOCUMENT.test(file)).map(folderOf));
  const rules: DocumentRule[] = [];
  const grouped = new Map<string, BuiltPage[]>();
  for (const page of pages) {
    const folder = folderOf(page.file);
    if (folder && !mixedFolders.has(folder) && page.file !== `${folder}/index.html`) {
      const members = grouped.get(folder);
      if (members) members.push(page);
      else grouped.set(folder, [page]);
    } else {
      const hashes = { scripts: union([page], 'scripts'), styles: union([page], 'styles') };
      rules.push({ pattern: routeOfFile(page.file), ...hashes });
      // Hosts answer every unknown address with a not-found page's file (Netlify by itself, nginx by `error_page`):
      // a redirect from that name could turn those answers into redirects, so the name carries the policy instead.
      if (NOT_FOUND.test(page.file)) rules.push({ pattern: `/${page.file}`, ...hashes });
    }
  }
  for (const [folder, members] of grouped) {
    rules.push({ pattern: `/${folder}/*`, scripts: union(members, 'scripts'), styles: union(members, 'styles') });
  }
  return rules.sort((a, b) => a.pattern.localeCompare(b.pattern));
}
