/**
 * Elements that lay out as blocks in an article: whitespace between them, or at their edges next to one, is never
 * drawn. Not a table's rows and cells: the search index keeps cells apart only by the whitespace between them.
 */
const BLOCK =
  'address|article|blockquote|dd|details|div|dl|dt|figcaption|figure|h[1-6]|hr|li|ol|p|section|summary|table|ul';
/** Whitespace after a block's start or end tag that comes before another block's start or end tag. */
const BETWEEN_BLOCKS = new RegExp(
  `(<\\/(?:${BLOCK})>|<(?:${BLOCK})\\b[^>]*>)[ \\t\\r\\n]+(?=<\\/?(?:${BLOCK})\\b)`,
  'g',
);
const ARTICLE = /<article\b[\s\S]*?<\/article>/;

/**
 * The page with the line breaks MDX leaves between the blocks of its article (`</li>\n\n<li>`) taken out: they are
 * never drawn, and on the longest page they are among the last bytes between its HTML and the first round trip of
 * a connection (issue 22). Only the article, whose lists and tables are blocks; whitespace beside an inline
 * element or a word stays, so no two words run together. Search indexes the pages after this, and keeps blocks
 * apart as sentences.
 */
export function withoutArticleWhitespace(html: string): string {
  return html.replace(ARTICLE, (article) => article.replace(BETWEEN_BLOCKS, '$1'));
}
