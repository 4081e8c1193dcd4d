import { findElement, type HtmlElement, type HtmlNode, type Splice } from '../../util/html.ts';

/**
 * Elements that lay out as blocks in an article: whitespace between them, or at their edges next to one, is never
 * drawn. Not a table's rows and cells: the search index keeps cells apart only by the whitespace between them.
 */
const BLOCK =
  /^(address|article|blockquote|dd|details|div|dl|dt|figcaption|figure|h[1-6]|hr|li|ol|p|section|summary|table|ul)$/;
/** Whitespace that is never drawn between two blocks (a no-break space is drawn). */
const WHITESPACE = /^[ \t\r\n]+$/;

const isBlock = (node: HtmlNode | undefined): node is HtmlElement => node?.kind === 'element' && BLOCK.test(node.name);

/** The runs of whitespace inside `element` that stand between a block's tag and another's. */
function betweenBlocks(element: HtmlElement): Splice[] {
  return element.children.flatMap((node, index, siblings): Splice[] => {
    if (node.kind === 'element') return betweenBlocks(node);
    if (node.kind !== 'text' || !WHITESPACE.test(node.text)) return [];
    // A block's end tag or, at the start of a block, its start tag before; a block's start or end tag after.
    const after = index === 0 ? isBlock(element) : isBlock(siblings[index - 1]);
    const before = index === siblings.length - 1 ? isBlock(element) : isBlock(siblings[index + 1]);
    return after && before ? [{ start: node.start, end: node.end, text: '' }] : [];
  });
}

/**
 * The changes that take out the line breaks MDX leaves between the blocks of its article (`</li>\n\n<li>`) taken out: they are
 * never drawn, and on the longest page they are among the last bytes between its HTML and the first round trip of
 * a connection (issue 22). Only the article, whose lists and tables are blocks; whitespace beside an inline
 * element or a word stays, so no two words run together. Search indexes the pages after this, and keeps blocks
 * apart as sentences.
 */
export function articleWhitespace(page: HtmlElement): Splice[] {
  const article = findElement(page, (element) => element.name === 'article');
  return article ? betweenBlocks(article) : [];
}
