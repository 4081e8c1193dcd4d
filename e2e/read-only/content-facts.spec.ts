import { expect, test } from '@playwright/test';
import { sitePageFiles } from '../../scripts/lib/content-pages.ts';
import { pageFacts } from '../facts/index.ts';
import { normalise } from '../support.ts';

const routes = sitePageFiles().map((page) => `/${page.name.slice(0, -4)}`);

// A page needs no fact list (a new page is one file); a fact list must name a page that exists, so that a
// renamed page cannot leave its facts unchecked.
test('every fact list belongs to a content page', () => {
  expect(Object.keys(pageFacts).filter((route) => !routes.includes(route))).toEqual([]);
});

for (const [route, facts] of Object.entries(pageFacts)) {
  test(`${route} states every figure and term of the specification`, async ({ request }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const text = normalise(
      main
        .replace(/<script[\s\S]*?<\/script>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&nbsp;|&#160;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>'),
    ).replace(/ ([,.;:)])/g, '$1');
    const missing = facts.filter((fact) => !text.includes(normalise(fact)));
    expect(missing, `brakuje na ${route}`).toEqual([]);
  });
}
