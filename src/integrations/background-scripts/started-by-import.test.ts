import { describe, expect, it } from 'vitest';
import { startedByImport } from './started-by-import.ts';

describe('startedByImport', () => {
  it('turns each external module script of the build into an inline module that imports it once the page has loaded', () => {
    const html =
      '<div data-live-island="news-list"></div><script type="module" src="/_astro/LiveNewsList.astro_astro_type_script_index_0_lang.D5tU5a.js"></script>' +
      '<p>x</p><script type="module" src="/_astro/other.B1.js"></script>';
    const started = startedByImport(html);
    expect(started.match(/<script type="module">/g)).toHaveLength(2);
    expect(started).not.toContain(' src=');
    expect(started).toContain('import("/_astro/LiveNewsList.astro_astro_type_script_index_0_lang.D5tU5a.js")');
    expect(started).toContain('import("/_astro/other.B1.js")');
    // When each starts is ./start-after-load.test.ts's subject.
  });

  it('leaves inline scripts, classic scripts and scripts from elsewhere as they are', () => {
    const html =
      '<script>(function(){})()</script><script type="module">const a=1;</script>' +
      '<script src="/_astro/classic.js"></script><script type="module" src="https://example.org/x.js"></script>';
    expect(startedByImport(html)).toBe(html);
  });
});
