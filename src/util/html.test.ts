import { describe, expect, it } from 'vitest';
import {
  attributeAdded,
  attributeOf,
  attributeRemoved,
  attributeReplaced,
  elementsIn,
  elementsNamed,
  findElement,
  innerSource,
  parseHtml,
  spliced,
  type HtmlElement,
} from './html.ts';

const source = (html: string, element: HtmlElement) => html.slice(element.start, element.end);

describe('parseHtml', () => {
  it('reads what a pattern over the text misreads: a ">" in a value, unquoted values, raw script text', () => {
    const html =
      '<p title="a>b &amp; c" data-x=y hidden>Caf&eacute;&nbsp;&hellip; &#x41;</p>' +
      '<script>if (a<b) x="</p>";</script><style>a>b{}</style>';
    const document = parseHtml(html);
    const [p, script, style] = elementsIn(document);
    expect(p!.attributes.map(({ name, value }) => [name, value])).toEqual([
      ['title', 'a>b & c'],
      ['data-x', 'y'],
      ['hidden', ''],
    ]);
    expect(p!.children).toEqual([{ kind: 'text', text: 'Café\u00a0… A', start: 39, end: 71 }]);
    expect(innerSource(html, script!)).toBe('if (a<b) x="</p>";');
    expect(innerSource(html, style!)).toBe('a>b{}');
  });

  it('places elements whose end tag is implied, void and self-closing ones, and a fragment', () => {
    const html = '<ul><li>one<li>two</ul><p>a<br>b<svg><path d="m"/></svg><div>c</div>';
    const document = parseHtml(html);
    expect(elementsNamed(document, 'li').map((li) => source(html, li))).toEqual(['<li>one', '<li>two']);
    expect(
      source(
        html,
        findElement(document, (element) => element.name === 'br')!,
      ),
    ).toBe('<br>');
    expect(
      source(
        html,
        findElement(document, (element) => element.name === 'path')!,
      ),
    ).toBe('<path d="m"/>');
    expect(
      source(
        html,
        findElement(document, (element) => element.name === 'p')!,
      ),
    ).toBe('<p>a<br>b<svg><path d="m"/></svg>');
    expect(
      source(
        html,
        findElement(document, (element) => element.name === 'div')!,
      ),
    ).toBe('<div>c</div>');
  });
});

describe('spliced', () => {
  const html = '<astro-island uid="1" opts="{}" props="{&quot;a&quot;:1}">x</astro-island><br/>';
  const island = () => findElement(parseHtml(html), (element) => element.name === 'astro-island')!;
  const attribute = (name: string) => island().attributes.find((each) => each.name === name)!;

  it('changes only the characters meant, everything else as written', () => {
    expect(
      spliced(html, [
        attributeRemoved(html, attribute('opts')),
        attributeReplaced(attribute('props'), JSON.stringify({ b: '<"&\'>' })),
        attributeAdded(html, island(), 'data-chunks', '/a.js /b.js'),
      ]),
    ).toBe(
      '<astro-island uid="1" props="{&quot;b&quot;:&quot;&lt;\\&quot;&amp;&#39;&gt;&quot;}" data-chunks="/a.js /b.js">x</astro-island><br/>',
    );
    expect(attributeOf(island(), 'props')).toBe('{"a":1}');
  });

  it('adds an attribute inside a self-closing tag, and refuses changes that overlap', () => {
    const br = findElement(parseHtml(html), (element) => element.name === 'br')!;
    expect(spliced(html, [attributeAdded(html, br, 'class', 'x')])).toMatch(/<br class="x"\/>$/);
    expect(() =>
      spliced(html, [
        { start: 0, end: 5, text: '' },
        { start: 3, end: 6, text: '' },
      ]),
    ).toThrow(/Overlapping/);
  });
});

describe('comments', () => {
  it('are nodes of their own, so what stands on either side is not taken for neighbours', () => {
    const html = '<p>a</p>\n<!-- x -->\n<p>b</p>';
    const kinds = parseHtml(html).children.map((node) => [node.kind, html.slice(node.start, node.end)]);
    expect(kinds).toEqual([
      ['element', '<p>a</p>'],
      ['text', '\n'],
      ['comment', '<!-- x -->'],
      ['text', '\n'],
      ['element', '<p>b</p>'],
    ]);
  });
});
