/**
 * A page's article as plain UTF-8 text: headings and paragraphs on lines of their own, list items with "- ", a
 * link's address after its words. Pure, for the machine-readable copy of the easy-to-read page.
 */
import { attributeOf, findElement, hasAttribute, parseHtml, type HtmlElement, type HtmlNode } from '../../util/html.ts';

/** The elements whose words make a line of the text. */
const LINE = /^(h[1-6]|p|li|address|dt|dd)$/;
const LIST = /^(ul|ol)$/;
const isList = (node: HtmlNode): node is HtmlElement => node.kind === 'element' && LIST.test(node.name);

/** Spaces and tabs as one space (a no-break space too: plain text has none), no space at a line's edges. */
const tidy = (text: string) =>
  text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();

function inline(nodes: HtmlNode[], site: URL): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'comment') return '';
      if (node.name === 'br') return '\n';
      const words = node.name === 'a' ? tidy(inline(node.children, site)) : inline(node.children, site);
      const href = node.name === 'a' ? attributeOf(node, 'href') : undefined;
      if (!href) return words;
      const target = href.startsWith('mailto:') || href.startsWith('tel:') ? '' : new URL(href, site).href;
      return target && !words.includes(target) ? `${words} (${target})` : words;
    })
    .join('');
}

/** Each line-making element of `element` in order; a list item's own words, the items of a list inside it after. */
function lineElements(element: HtmlElement): HtmlElement[] {
  return element.children.flatMap((node) => {
    if (node.kind !== 'element') return [];
    if (!LINE.test(node.name)) return lineElements(node);
    const lists = node.name === 'li' ? node.children.filter(isList) : [];
    return [node, ...lists.flatMap(lineElements)];
  });
}

export function articleText(html: string, site: URL): string {
  const article = findElement(parseHtml(html), (element) => element.name === 'article');
  const lines: string[] = [];
  for (const element of article ? lineElements(article) : []) {
    // The label above the title is the site's frame, not the text.
    if (hasAttribute(element, 'data-search-ignore')) continue;
    // A list item holding a list: its own words only; the inner items come on their own.
    const own = element.children.filter((child) => !isList(child));
    const text = tidy(inline(own, site));
    if (!text) continue;
    if (element.name === 'li') lines.push(`- ${text}`);
    else if (element.name.startsWith('h')) lines.push('', text, '');
    else lines.push(text, '');
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
