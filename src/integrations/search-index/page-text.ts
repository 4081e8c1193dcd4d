/**
 * What search reads of a page's article (the HTML inside `<article data-search-body>`): its title (the first
 * heading of level 1), its text as the page spells it (for excerpts), and each of its words with its weight (more
 * in a heading, `HEADING_WEIGHTS`). What is marked `data-search-ignore` (the section label above the title) is left
 * out. Pure.
 */
import { HEADING_WEIGHTS } from '../../domain/search/data.ts';
import { words } from '../../domain/search/text.ts';

export interface WeightedWord {
  /** In lower case, as `words` gives it (text.ts). */
  word: string;
  weight: number;
}

export interface ArticleText {
  title: string;
  text: string;
  words: WeightedWord[];
}

/** Elements whose end is a break between words; any other tag (a link, a bold word) joins the text around it. */
const BLOCK =
  /^(address|article|aside|blockquote|br|caption|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)$/;
/** Elements with no text for a reader. */
const SKIPPED = /^(script|style|svg|template)$/;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The article without the elements marked `data-search-ignore`, each with all it holds. */
export function withoutIgnored(html: string): string {
  let result = html;
  for (;;) {
    const start = /<([a-z][\w-]*)\b[^>]*\sdata-search-ignore\b[^>]*>/i.exec(result);
    if (!start) return result;
    const name = start[1]!.toLowerCase();
    const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
    tags.lastIndex = start.index + start[0].length;
    let depth = 1;
    let end = result.length;
    for (let tag = tags.exec(result); tag; tag = tags.exec(result)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        end = tag.index + tag[0].length;
        break;
      }
    }
    result = result.slice(0, start.index) + ' ' + result.slice(end);
  }
}

/** The title, text and weighted words of an article's HTML. */
export function articleText(html: string): ArticleText {
  const runs: { text: string; weight: number }[] = [];
  const headings: string[] = [];
  let skipping = 0;
  let title: string | undefined;
  let inTitle = false;
  for (const [, closing, tag, text] of withoutIgnored(html).matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*>|([^<]+)/g)) {
    if (text !== undefined) {
      if (skipping > 0) continue;
      const decoded = decodeEntities(text);
      const weight = HEADING_WEIGHTS[headings[headings.length - 1] ?? ''] ?? 1;
      runs.push({ text: decoded, weight });
      if (inTitle) title = (title ?? '') + decoded;
      continue;
    }
    const name = tag!.toLowerCase();
    if (SKIPPED.test(name)) skipping += closing ? -1 : 1;
    if (name in HEADING_WEIGHTS) {
      if (closing) headings.pop();
      else headings.push(name);
      if (name === 'h1') inTitle = !closing && title === undefined;
    }
    if (BLOCK.test(name)) runs.push({ text: ' ', weight: 1 });
  }
  return {
    title: (title ?? '').replace(/\s+/g, ' ').trim(),
    text: runs
      .map((run) => run.text)
      .join('')
      .replace(/\s+/g, ' ')
      .trim(),
    words: weighted(runs),
  };
}

/** The words of the runs of text, each with its run's weight; a word split by an inline tag stays one word. */
function weighted(runs: { text: string; weight: number }[]): WeightedWord[] {
  const joined: { text: string; weight: number }[] = [];
  for (const run of runs) {
    const last = joined[joined.length - 1];
    if (last && last.weight === run.weight) last.text += run.text;
    else joined.push({ ...run });
  }
  return joined.flatMap((run) => words(run.text).map((word) => ({ word, weight: run.weight })));
}
