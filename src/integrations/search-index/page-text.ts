/**
 * What search reads of a page's article (the HTML inside `<article data-search-body>`): its title (the first
 * heading of level 1), its text as the page spells it (for excerpts, every character reference decoded), and each
 * of its words with its weight (more in a heading, `HEADING_WEIGHTS`). What is marked `data-search-ignore` (the
 * section label above the title) is left out. Pure.
 */
import { HEADING_WEIGHTS } from '../../domain/search/data.ts';
import { words } from '../../domain/search/text.ts';
import { hasAttribute, parseHtml, type HtmlElement } from '../../util/html.ts';

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

/** Elements whose edges are a break between words; any other tag (a link, a bold word) joins the text around it. */
const BLOCK =
  /^(address|article|aside|blockquote|br|caption|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)$/;
/** Elements with no text of the page's own: code, icons, and an article inside it (a card of another page). */
const SKIPPED = /^(article|script|style|svg|template)$/;

interface Run {
  text: string;
  weight: number;
}

/** The title, text and weighted words of an article's HTML (the markup inside `<article>`). */
export function articleText(html: string): ArticleText {
  const runs: Run[] = [];
  let title: string | undefined;
  /** `heading`: the innermost heading the text is in; `inTitle`: inside the first heading of level 1. */
  const read = (element: HtmlElement, heading: string, inTitle: boolean) => {
    const weight = HEADING_WEIGHTS[heading] ?? 1;
    for (const node of element.children) {
      if (node.kind === 'comment') continue;
      if (node.kind === 'text' || hasAttribute(node, 'data-search-ignore')) {
        // What is left out still parts the words on either side.
        const text = node.kind === 'text' ? node.text : ' ';
        runs.push({ text, weight });
        if (inTitle) title = (title ?? '') + text;
        continue;
      }
      if (SKIPPED.test(node.name)) continue;
      const block = BLOCK.test(node.name);
      if (block) runs.push({ text: ' ', weight: 1 });
      const startsTitle = node.name === 'h1' && title === undefined;
      read(node, node.name in HEADING_WEIGHTS ? node.name : heading, inTitle || startsTitle);
      if (block) runs.push({ text: ' ', weight: 1 });
    }
  };
  read(parseHtml(html), '', false);
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
function weighted(runs: Run[]): WeightedWord[] {
  const joined: Run[] = [];
  for (const run of runs) {
    const last = joined[joined.length - 1];
    if (last && last.weight === run.weight) last.text += run.text;
    else joined.push({ ...run });
  }
  return joined.flatMap((run) => words(run.text).map((word) => ({ word, weight: run.weight })));
}
