import { describe, expect, it } from 'vitest';
import { lazyRuntime } from './lazy-runtime.ts';
import { parseHtml, spliced } from '../../util/html.ts';

const directive = '(()=>{(self.Astro||(self.Astro={})).intent=f;window.dispatchEvent(new Event("astro:intent"));})();';
const runtime =
  '(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const prescripts = `<style>astro-island{display:contents}</style><script>${directive}\n</script><script>${runtime}</script>`;
const island = (client: string) =>
  `<astro-island uid="1" component-url="/_astro/A.js" client="${client}" opts="{}">x</astro-island>`;

function transform(html: string) {
  const files: string[] = [];
  const result = spliced(
    html,
    lazyRuntime(html, parseHtml(html), (code) => {
      files.push(code);
      return '/_astro/island-runtime.abc.js';
    }),
  );
  return { result, files };
}

describe('lazyRuntime', () => {
  it('moves the directive and the runtime of an all-intent page into one file, and leaves the waker', () => {
    const { result, files } = transform(`<body>${prescripts}${island('intent')}${island('intent')}</body>`);
    expect(files).toEqual([`${directive}\n${runtime}\n`]);
    expect(result).not.toContain('customElements.define');
    expect(result).not.toContain('astro:intent');
    expect(result).toContain('<style>astro-island{display:contents}</style><script>(d=>{');
    expect(result).not.toContain('opts=');
    expect(result).toContain('s.src="/_astro/island-runtime.abc.js"');
    expect(result.match(/<astro-island/g)).toHaveLength(2);
  });

  it('keeps the runtime inline on a page with an island that hydrates at load', () => {
    const html = `<body>${prescripts}${island('intent')}${island('load')}</body>`;
    expect(transform(html)).toEqual({ result: html, files: [] });
  });

  it('leaves a page without islands, or without the scripts, as it is', () => {
    for (const html of ['<body><p>x</p></body>', `<body>${island('intent')}</body>`]) {
      expect(transform(html)).toEqual({ result: html, files: [] });
    }
  });
});
