import { describe, expect, it } from 'vitest';
import { usedRules } from './used-rules.ts';
import { withUsedStyles } from './used-styles.ts';
import { WHOLE_STYLESHEET_ATTRIBUTE } from './whole-stylesheet.ts';

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
].join('');

describe('usedRules', () => {
  it('keeps the rules whose classes the page has, and drops the rest and the groups left empty', () => {
    const used = usedRules(css, new Set(['a']), ['dark']);
    expect(used).toContain(':root{--x:1}');
    expect(used).toContain('.dark .a{color:red}');
    expect(used).toContain('.a{margin:0}');
    expect(used).not.toContain('.b');
    expect(used).not.toContain('.c .d');
    expect(used).toContain('.a:not(.gone)');
    expect(used).toContain('.a:has(.gone)');
    expect(used).toContain('@media print{.a{display:none}}');
    expect(used).not.toContain('@media (width>=40rem)');
    expect(used).toContain('@keyframes spin');
    expect(used).toContain('button[aria-expanded=true]');
  });

  it('drops a rule that needs a class only inline scripts could add, unless they do', () => {
    expect(usedRules('.dark .a{color:red}', new Set(['a']), [])).toBe('');
  });
});

describe('withUsedStyles', () => {
  const page = (body: string) =>
    `<head><noscript><style>.requires-js{display:none}</style></noscript><style>${css}</style></head><body><style>astro-island,astro-slot{display:contents}</style>${body}</body>`;
  const url = () => '/_astro/page-styles.x.css';

  it('cuts the inline styles of an intent-only page and names the whole stylesheet', () => {
    const result = withUsedStyles(page('<astro-island client="intent"><p class="a">x</p></astro-island>'), url, []);
    expect(result).toContain(`<style ${WHOLE_STYLESHEET_ATTRIBUTE}="/_astro/page-styles.x.css">:root{--x:1}`);
    expect(result).not.toContain('.c .d');
    expect(result).toContain('<noscript><style>.requires-js{display:none}</style></noscript>');
    expect(result).toContain('<style>astro-island,astro-slot{display:contents}</style>');
  });

  it('leaves the page whole with an island that hydrates at load, or a page script', () => {
    for (const body of ['<astro-island client="load"></astro-island>', '<script type="module">import("/_astro/a.js")</script>']) {
      expect(withUsedStyles(page(body), url, [])).toBe(page(body));
    }
  });
});
