import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { pageScriptStarters } from './started-by-import.ts';
import { parseHtml, spliced } from '../../util/html.ts';

const startedByImport = (html: string) => spliced(html, pageScriptStarters(parseHtml(html)));

describe('startedByImport', () => {
  it('turns each external module script of the build into an inline module that imports it once the page has loaded', () => {
    const html =
      '<div data-live-island="news-list"></div><script type="module" src="/_astro/LiveNewsList.astro_astro_type_script_index_0_lang.D5tU5a.js"></script>' +
      '<p>x</p><script type="module" src="/_astro/other.B1.js"></script>';
    const started = startedByImport(html);
    // Marked, so that what measures a page's weight knows it downloads more after load.
    expect(started.match(/<script type="module" data-after-load>/g)).toHaveLength(2);
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

describe('a part drawn by its script once pressed', () => {
  const part =
    '<section class="requires-js" data-on-press><h2>Czy ta strona była pomocna?</h2><div><button value="yes">Tak</button></div></section>';
  const page = `${part}<script type="module" src="/_astro/PageFeedback.astro_astro_type_script_index_0_lang.X1.js"></script><p>x</p>`;

  it('imports its script at the first press of one of its buttons, not after the page has loaded', () => {
    const started = startedByImport(page);
    expect(started).toContain(part);
    expect(started).not.toContain(' src=');
    expect(started).toContain('addEventListener("click"');
    expect(started).toContain('closest?.("[data-on-press] button")');
    expect(started).toContain('import("/_astro/PageFeedback.astro_astro_type_script_index_0_lang.X1.js")');
    expect(started).not.toContain('first-contentful-paint');
    expect(started).not.toContain('data-after-load');
  });

  it('on a press inside the part only, imports the script and keeps the first pressed button for it', () => {
    const starter = startedByImport(page).match(/<script type="module">(.*?)<\/script>/)![1]!;
    type Listener = (event: { target: { closest?: (selector: string) => unknown } }) => void;
    const sandbox: Record<string, unknown> & { listener?: Listener; imported: string[] } = { imported: [] };
    sandbox.self = sandbox;
    sandbox.addEventListener = (_type: string, handler: Listener) => (sandbox.listener = handler);
    sandbox.load = (src: string) => sandbox.imported.push(src);
    runInNewContext(starter.replace(/import\(("[^"]+")\)/, 'load($1)'), sandbox);
    const first = { closest: () => first };
    const second = { closest: () => second };
    sandbox.listener!({ target: { closest: () => null } });
    sandbox.listener!({ target: {} });
    expect(sandbox.imported).toEqual([]);
    sandbox.listener!({ target: first });
    sandbox.listener!({ target: second });
    expect(sandbox.imported).toEqual([
      '/_astro/PageFeedback.astro_astro_type_script_index_0_lang.X1.js',
      '/_astro/PageFeedback.astro_astro_type_script_index_0_lang.X1.js',
    ]);
    expect(sandbox.pressed).toBe(first);
  });
});
