/**
 * A page's article as plain UTF-8 text: headings and paragraphs on lines of their own, list items with "- ", a
 * link's address after its words. Pure, for the machine-readable copy of the easy-to-read page.
 */

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>', '#160': ' ' };

function inline(html: string, site: URL): string {
  return html
    .replace(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g, (_, href: string, words: string) => {
      const target =
        href.startsWith('mailto:') || href.startsWith('tel:') ? '' : new URL(href.replace(/&amp;/g, '&'), site).href;
      const text = inline(words, site);
      return target && !text.includes(target) ? `${text} (${target})` : text;
    })
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(nbsp|amp|quot|#39|lt|gt|#160);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

export function articleText(html: string, site: URL): string {
  const article = /<article\b[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
  const lines: string[] = [];
  for (const [, tag, attributes, content] of article.matchAll(
    /<(h[1-6]|p|li|address|dt|dd)\b([^>]*)>([\s\S]*?)<\/\1>/g,
  )) {
    // The label above the title is the site's frame, not the text.
    if (attributes!.includes('data-search-ignore')) continue;
    // A list item holding a list: its own words only; the inner items come on their own.
    const text = inline(content!.replace(/<(ul|ol)\b[\s\S]*$/, ''), site);
    if (!text) continue;
    if (tag === 'li') lines.push(`- ${text}`);
    else if (tag!.startsWith('h')) lines.push('', text, '');
    else lines.push(text, '');
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
