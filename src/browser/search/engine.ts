/**
 * The site's search in the browser: the query layer (src/domain/search/engine.ts) over the index the build wrote
 * under `/search/`, whose files it fetches as the words typed need them. The header box and the results page both
 * call `searchSite`, so they show the same pages in the same order. A chunk of its own, with the query layer,
 * loaded when a search field gets focus (src/islands/Search/use-site-search.ts); the browser tests know it by its
 * name, `engine.*.js`.
 */
import { SEARCH_FILES, type SearchData } from '../../domain/search/data.ts';
import { runSearch, type SearchOutcome, type SearchSources } from '../../domain/search/engine.ts';
import { createSiteIndex } from '../../domain/search/site-index.ts';
import { words } from '../../domain/search/text.ts';
import { createVocabulary } from '../../domain/search/vocabulary.ts';
import type { Lang } from '../../util/current-route.ts';
import { once } from '../../util/once.ts';

let sources: Promise<SearchSources> | undefined;

/** Reads a file of the index. Rebuilt with the site: asked again each visit, so an old copy never meets a new index. */
async function readFresh(path: string): Promise<Response> {
  const response = await fetch(`/${SEARCH_FILES.directory}/${path}`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response;
}

/**
 * The records' data, fetched once, when the visitor starts searching; the parts of the dictionary, the records shown
 * and the pages' words follow as the words typed need them.
 */
function loadSources(): Promise<SearchSources> {
  sources ??= readFresh(SEARCH_FILES.data)
    .then((response) => response.json() as Promise<SearchData>)
    .then((data) => ({
      index: createSiteIndex(data, async (path) => (await readFresh(path)).json()),
      data,
      vocabulary: once(async () => createVocabulary((await (await readFresh(SEARCH_FILES.words)).text()).split('\n'))),
    }))
    .catch((error: unknown) => {
      sources = undefined;
      throw error;
    });
  return sources;
}

/** Starts downloading the index early (when the search box gets focus). */
export function preloadSearch(): void {
  loadSources().catch(() => undefined);
}

/**
 * Searches the site as the visitor typed: the best `limit` pages (those in `lang`, the reader's language, first),
 * hints for things handled elsewhere, a spelling.
 */
export function searchSite(query: string, limit = 10, lang: Lang = 'pl'): Promise<SearchOutcome> {
  const key = JSON.stringify([query, limit, lang]);
  if (latest?.key !== key) {
    const outcome =
      words(query).length === 0
        ? Promise.resolve({ hits: [], total: 0, elsewhere: [] })
        : loadSources().then((loaded) => runSearch(loaded, query, limit, lang));
    latest = { key, outcome };
    outcome.catch(() => {
      if (latest?.outcome === outcome) latest = undefined;
    });
  }
  return latest.outcome;
}

/**
 * The last search and its answer, kept: the results page starts the search it was opened with while its island is
 * still hydrating (`searchOpenedQuery`), and takes the answer when it asks the same.
 */
let latest: { key: string; outcome: Promise<SearchOutcome> } | undefined;
