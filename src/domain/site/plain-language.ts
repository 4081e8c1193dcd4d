/**
 * The plain-language check of the benefit pages: no sentence longer than 25 words, unless it leads into a list.
 * Pure: it takes the text of a page's paragraphs and list items, so the rules are tested on their own.
 */

export const MAX_WORDS = 25;

/** Sentences of a block of text. An abbreviation's full stop ("r.", "ust.", "np.") does not end a sentence. */
export function sentences(block: string): string[] {
  const text = block.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const parts: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.!?](?=\s+[A-ZĄĆĘŁŃÓŚŹŻ„(])/g)) {
    const end = match.index! + 1;
    const before = text.slice(start, end);
    // "art. 6", "1 stycznia 2025 r. Ośrodek": a short lower-case word or a number before the dot is an abbreviation.
    if (
      /(^|\s)(r|ust|pkt|art|np|tj|tzw|m\.in|ok|godz|nr|poz|Dz\.U|zł|lit|tel|al|ul|im|św|dr|prof|ds|k\.p\.a)\.$/i.test(
        before,
      )
    )
      continue;
    parts.push(before.trim());
    start = end;
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

export function wordCount(sentence: string): number {
  // Citations in brackets are for checking, not for reading: "(art. 6 ust. 1 ustawy …)" does not count.
  const withoutCitations = sentence.replace(/\((?:art|§)[^)]*\)/g, ' ');
  // "1 010 zł" is one number.
  const numbersJoined = withoutCitations.replace(/(\d)[\s\u00a0](?=\d{3}\b)/g, '$1');
  return numbersJoined.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export interface Block {
  text: string;
  /** The block is followed by a list it introduces ("Zasiłek przysługuje, jeżeli:"). */
  leadsIntoList: boolean;
}

/** Sentences over the limit, with their length, leaving out a list's lead-in. */
export function longSentences(blocks: Block[]): { sentence: string; words: number }[] {
  return blocks.flatMap(({ text, leadsIntoList }) =>
    sentences(text)
      .filter((sentence) => !(leadsIntoList && sentence.trimEnd().endsWith(':')))
      .map((sentence) => ({ sentence, words: wordCount(sentence) }))
      .filter(({ words }) => words > MAX_WORDS),
  );
}

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&#160;': ' ',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(nbsp|#160|amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The paragraphs and list items of a built page's <article>, each knowing whether a list follows it. A list item's
 * own words end where a block inside it begins (a journey's step holds its heading, paragraphs and facts).
 */
export function blocksOfPage(html: string): Block[] {
  const article = /<article\b[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
  const blocks: Block[] = [];
  for (const match of article.matchAll(/<(p|li|dd)\b[^>]*>([\s\S]*?)(?=<\/\1>|<(?:ul|ol|p|h[1-6]|dl)\b)/g)) {
    const after = article.slice(match.index! + match[0].length).replace(/^<\/(p|li|dd)>/, '');
    blocks.push({ text: text(match[2]!), leadsIntoList: /^\s*<(ul|ol)\b/.test(after) });
  }
  return blocks;
}

/** A built page's sentences over the limit, each as "route (words słów): sentence", for a report or a test. */
export function longSentencesOfPage(route: string, html: string): string[] {
  return longSentences(blocksOfPage(html)).map(({ sentence, words }) => `${route} (${words} słów): ${sentence}`);
}
