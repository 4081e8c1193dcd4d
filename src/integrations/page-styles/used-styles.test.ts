import { describe, expect, it } from 'vitest';
import { markupOf, usedRules, variablesReferencedIn, withoutUnusedProperties } from './used-rules.ts';
import { usedStyles } from './used-styles.ts';
import { parseHtml, spliced } from '../../util/html.ts';
import type { ScriptAdditions } from './used-rules.ts';

const withUsedStyles = (html: string, stylesheetUrl: (css: string) => string, added: ScriptAdditions) =>
  spliced(html, usedStyles(html, parseHtml(html), stylesheetUrl, added));
import { WHOLE_STYLESHEET_ATTRIBUTE } from '../../browser/hydration/whole-stylesheet.ts';

const css = [
  ':root{--x:1}',
  '.dark .a{color:red}',
  '.a,.b{margin:0}',
  '.c .d{padding:0}',
  '.a:not(.gone){color:blue}',
  '.a:has(.gone){color:green}',
  '@media (width>=40rem){.b{margin:1px}}',
  '@media print{.a{display:none}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  'button[aria-expanded=true]{border:0}',
  'button[aria-pressed="true"]{border:1px}',
  '[data-size="2"]{font-size:2rem}',
].join('');

const none = { classes: [], attributes: [] };

describe('usedRules', () => {
  it('keeps the rules whose classes the page has, and drops the rest and the groups left empty', () => {
    const used = usedRules(css, markupOf(parseHtml('<p class="a">x</p>')), { classes: ['dark'], attributes: [] });
    expect(used).toContain(':root{--x:1}');
    expect(used).toContain('.dark .a{color:red}');
    expect(used).toContain('.a{margin:0}');
    expect(used).not.toContain('.b');
    expect(used).not.toContain('.c .d');
    expect(used).toContain('.a:not(.gone)');
    expect(used).toContain('.a:has(.gone)');
    expect(used).toContain('@media print{.a{display:none}}');
    expect(used).not.toContain('@media (width>=40rem)');
    expect(used).not.toContain('@keyframes spin');
  });

  it('drops a rule that needs an element the page does not have, the parser-implied ones counted as there', () => {
    const rules =
      '.a blockquote{margin:0}.a>p{margin:1px}tbody tr:hover{color:red}body .a{color:blue}dialog::backdrop{opacity:0}';
    const used = usedRules(
      rules,
      markupOf(parseHtml('<div class="a"><p>x</p><table><tr><td>1</td></tr></table></div>')),
      none,
    );
    expect(used).toBe('.a>p{margin:1px}tbody tr:hover{color:red}body .a{color:blue}');
  });

  it('keeps keyframes while a rule left names them', () => {
    const rules =
      '.spinner{animation:spin 1s linear infinite}.pulse{animation-name:pulse}@keyframes spin{to{opacity:0}}@keyframes pulse{to{opacity:1}}';
    const used = usedRules(rules, markupOf(parseHtml('<span class="spinner"></span>')), none);
    expect(used).toContain('@keyframes spin');
    expect(used).not.toContain('@keyframes pulse');
  });

  it('drops a rule that needs a class only inline scripts could add, unless they do', () => {
    expect(usedRules('.dark .a{color:red}', markupOf(parseHtml('<p class="a">x</p>')), none)).toBe('');
  });

  it('keeps an attribute selector only for a value the markup has, or an attribute inline scripts set', () => {
    const page = markupOf(parseHtml('<button aria-expanded="false" aria-pressed="false">x</button>'));
    expect(usedRules(css, page, none)).not.toContain('aria-expanded=true');
    expect(usedRules(css, markupOf(parseHtml('<button aria-expanded="true">x</button>')), none)).toContain(
      'button[aria-expanded=true]',
    );
    const added = usedRules(css, page, { classes: [], attributes: ['aria-pressed', 'data-size'] });
    expect(added).toContain('button[aria-pressed="true"]');
    expect(added).toContain('[data-size="2"]');
    expect(usedRules(css, page, none)).not.toContain('aria-pressed');
  });
});

describe('withUsedStyles', () => {
  const page = (body: string) =>
    `<head><noscript><style>.requires-js{display:none}</style></noscript><style>${css}</style></head><body><style>astro-island,astro-slot{display:contents}</style>${body}</body>`;
  const url = () => '/_astro/page-styles.x.css';

  it('cuts the inline styles of an intent-only page and names the whole stylesheet', () => {
    const result = withUsedStyles(page('<astro-island client="intent"><p class="a">x</p></astro-island>'), url, none);
    expect(result).toContain(`<style ${WHOLE_STYLESHEET_ATTRIBUTE}="/_astro/page-styles.x.css">`);
    expect(result).toContain('.a{margin:0}');
    expect(result).not.toContain('.c .d');
    expect(result).toContain('<noscript><style>.requires-js{display:none}</style></noscript>');
  });

  it('moves Astro’s rule for island wrappers into the page’s first stylesheet, one inline style fewer', () => {
    const result = withUsedStyles(page('<astro-island client="intent"><p class="a">x</p></astro-island>'), url, none);
    expect(result).toContain(
      `<style ${WHOLE_STYLESHEET_ATTRIBUTE}="/_astro/page-styles.x.css">astro-island,astro-slot{display:contents}`,
    );
    expect(result.match(/<style[ >]/g)).toHaveLength(2);
  });

  it('leaves the page whole with an island that hydrates at load', () => {
    const body = '<astro-island client="load"><p class="a">x</p></astro-island>';
    expect(withUsedStyles(page(body), url, none)).toBe(page(body));
  });

  it('cuts the styles of a page whose script only watches (a live list asks its island to hydrate)', () => {
    const body =
      '<astro-island client="intent"><p class="a">x</p></astro-island><script type="module">import("/_astro/watch.js")</script>';
    const result = withUsedStyles(page(body), url, none);
    expect(result).toContain(`<style ${WHOLE_STYLESHEET_ATTRIBUTE}="/_astro/page-styles.x.css">`);
    expect(result).not.toContain('.c .d');
  });
});

describe('withoutUnusedProperties', () => {
  it('drops the custom properties no rule, other property or style attribute refers to', () => {
    const palette = ':root{--a:red;--b:var(--c);--c:blue;--d:green;--e:gray}.x{color:var(--a)}.y{color:var(--b)}';
    const result = withoutUnusedProperties(palette, variablesReferencedIn('<p style="color:var(--e)">x</p>'));
    expect(result).toBe(':root{--a:red;--b:var(--c);--c:blue;--e:gray}.x{color:var(--a)}.y{color:var(--b)}');
  });
});

describe('withUsedStyles with two inline stylesheets', () => {
  it('keeps a custom property that the other stylesheet uses', () => {
    const html =
      '<head><style>:root{--shared:red;--unused:blue}.a{margin:0}</style><style>.a{color:var(--shared)}</style></head>' +
      '<body><astro-island client="intent"><p class="a">x</p></astro-island></body>';
    const result = withUsedStyles(html, () => '/_astro/page-styles.x.css', { classes: [], attributes: [] });
    expect(result).toContain('--shared:red');
    expect(result).not.toContain('--unused');
  });
});
