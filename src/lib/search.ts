/**
 * Site search over the Pagefind index built from the static pages.
 *
 * Pagefind folds most Polish letters in a query (ą→a, ś→s, …) but not ł, which has no Unicode decomposition
 * (shared/notes/toolchain.md, pitfall 6). Residents often type without Polish letters, so `zasilek` is also
 * searched as `zasiłek`: every `l` may stand for `ł`, and the results of all variants are merged.
 */

export interface SearchHit {
  url: string;
  title: string;
  /** Excerpt split into plain-text parts; `marked` parts matched the query. */
  excerpt: { text: string; marked: boolean }[];
}

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

/** At most this many spellings are searched for one query. */
const MAX_VARIANTS = 8;

/** The query as typed plus the spellings with `ł` in place of `l`, closest to the typed text first. */
export function queryVariants(query: string): string[] {
  const base = query.trim().toLocaleLowerCase('pl-PL').replace(/\s+/g, ' ');
  if (!base) return [];
  const positions = [...base].flatMap((ch, i) => (ch === 'l' ? [i] : []));
  const variants = [base];
  const combinations = Math.min(2 ** positions.length, MAX_VARIANTS * 4);
  for (let mask = 1; mask < combinations && variants.length < MAX_VARIANTS; mask++) {
    const chars = [...base];
    positions.forEach((pos, bit) => {
      if (mask & (1 << bit)) chars[pos] = 'ł';
    });
    variants.push(chars.join(''));
  }
  return variants;
}

/** Turns Pagefind's excerpt (escaped text with <mark> tags) into plain parts, so nothing is rendered as HTML. */
export function parseExcerpt(html: string): SearchHit['excerpt'] {
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#0?39;/g, "'")
      .replace(/&amp;/g, '&');
  return html
    .split(/(<mark>.*?<\/mark>)/g)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>')
        ? { text: decode(part.slice(6, -7)), marked: true }
        : { text: decode(part.replace(/<[^>]*>/g, '')), marked: false },
    );
}

/** Pages are built as `/zasilek-staly.html` and served as `/zasilek-staly`. */
export function cleanUrl(url: string): string {
  return url.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
}

let pagefind: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (async () => {
    const modulePath = '/pagefind/pagefind.js';
    const module = (await import(/* @vite-ignore */ modulePath)) as Pagefind;
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  })().catch((error: unknown) => {
    pagefind = undefined;
    throw error;
  });
  return pagefind;
}

/** Starts downloading the index early (e.g. when the search box gets focus). */
export function preloadSearch(): void {
  loadPagefind().catch(() => undefined);
}

/** Searches every spelling variant and returns the best `limit` pages, best first. */
export async function searchSite(query: string, limit = 10): Promise<{ hits: SearchHit[]; total: number }> {
  const variants = queryVariants(query);
  if (variants.length === 0) return { hits: [], total: 0 };
  const engine = await loadPagefind();
  const responses = await Promise.all(variants.map((variant) => engine.search(variant)));
  const best = new Map<string, PagefindResult>();
  for (const response of responses) {
    for (const result of response?.results ?? []) {
      const known = best.get(result.id);
      if (!known || known.score < result.score) best.set(result.id, result);
    }
  }
  const ranked = [...best.values()].sort((a, b) => b.score - a.score);
  const hits = await Promise.all(
    ranked.slice(0, limit).map(async (result) => {
      const data = await result.data();
      return { url: cleanUrl(data.url), title: data.meta.title ?? cleanUrl(data.url), excerpt: parseExcerpt(data.excerpt) };
    }),
  );
  return { hits, total: ranked.length };
}
