/**
 * HTML read by a real parser (htmlparser2: raw text in scripts and styles, every character reference, implied end
 * tags, void and foreign elements), with the place of each element, attribute and run of text in the source. A
 * build step reads a page through it and changes only the characters it means (`spliced`), so every other byte of
 * the page stays as it was written. Build time only: nothing of the site's browser code imports it.
 */
import { Parser } from 'htmlparser2';

/** A place in the source: `start` included, `end` not. */
export interface SourceRange {
  start: number;
  end: number;
}

export interface HtmlAttribute extends SourceRange {
  /** In lower case. */
  name: string;
  /** With its character references decoded. */
  value: string;
}

export interface HtmlText extends SourceRange {
  kind: 'text';
  /** With its character references decoded (a script's or a style's text as written). */
  text: string;
}

export interface HtmlElement extends SourceRange {
  kind: 'element';
  /** In lower case; `#document` for the whole page. */
  name: string;
  attributes: HtmlAttribute[];
  children: HtmlNode[];
  parent: HtmlElement | undefined;
  /** Just after the start tag's `>`: where the content starts. */
  openEnd: number;
  /** Where the end tag starts, or where the content ends when the end tag is implied. */
  closeStart: number;
}

/** A comment, kept so that what stands beside it is not taken for neighbours. */
export interface HtmlComment extends SourceRange {
  kind: 'comment';
}

export type HtmlNode = HtmlElement | HtmlText | HtmlComment;

const element = (name: string, parent: HtmlElement | undefined, start: number, openEnd: number): HtmlElement => ({
  kind: 'element',
  name,
  attributes: [],
  children: [],
  parent,
  start,
  openEnd,
  closeStart: -1,
  end: -1,
});

/**
 * The page (or a fragment of one) as a tree under a `#document` element. The build's pass parses each page once
 * and gives the tree to every step (src/integrations/built-pages.ts): a step reads it, never changes it.
 */
export function parseHtml(html: string): HtmlElement {
  const document = element('#document', undefined, 0, 0);
  let current = document;
  let attributes: HtmlAttribute[] = [];
  const parser: Parser = new Parser(
    {
      onattribute: (name, value) => {
        attributes.push({ name, value, start: parser.startIndex, end: parser.endIndex });
      },
      onopentag: (name) => {
        const opened = element(name, current, parser.startIndex, parser.endIndex + 1);
        opened.attributes = attributes;
        attributes = [];
        current.children.push(opened);
        current = opened;
      },
      onclosetag: (_name, implied) => {
        const closed = current;
        if (!implied) {
          closed.closeStart = parser.startIndex;
          closed.end = parser.endIndex + 1;
        } else {
          // A void or self-closing element ends with its start tag; any other ends where what closed it begins.
          const end = parser.startIndex === closed.start ? closed.openEnd : Math.min(parser.startIndex, html.length);
          closed.closeStart = closed.end = Math.max(end, closed.openEnd);
        }
        current = closed.parent!;
      },
      oncomment: () => {
        current.children.push({ kind: 'comment', start: parser.startIndex, end: parser.endIndex + 1 });
      },
      ontext: (text) => {
        const previous = current.children[current.children.length - 1];
        const range = { start: parser.startIndex, end: parser.endIndex + 1 };
        // A character reference arrives as a text of its own: the run stays one.
        if (previous?.kind === 'text' && previous.end === range.start) {
          previous.text += text;
          previous.end = range.end;
        } else current.children.push({ kind: 'text', text, ...range });
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  document.closeStart = document.end = html.length;
  return document;
}

/** The value of the element's attribute `name`, or undefined when it has none. */
export function attributeOf(element: HtmlElement, name: string): string | undefined {
  return element.attributes.find((attribute) => attribute.name === name)?.value;
}

export function hasAttribute(element: HtmlElement, name: string): boolean {
  return element.attributes.some((attribute) => attribute.name === name);
}

/** Each tree's elements, listed once: several steps look through the same page. */
const listed = new WeakMap<HtmlElement, HtmlElement[]>();

/** Every element inside `root`, in the order of the source. */
export function elementsIn(root: HtmlElement): HtmlElement[] {
  let elements = listed.get(root);
  if (!elements) {
    elements = [];
    const visit = (element: HtmlElement) => {
      for (const child of element.children) {
        if (child.kind !== 'element') continue;
        elements!.push(child);
        visit(child);
      }
    };
    visit(root);
    listed.set(root, elements);
  }
  return elements;
}

/** The first element inside `root` that passes `test`. */
export function findElement(root: HtmlElement, test: (element: HtmlElement) => boolean): HtmlElement | undefined {
  return elementsIn(root).find(test);
}

/** The elements inside `root` named `name`. */
export function elementsNamed(root: HtmlElement, name: string): HtmlElement[] {
  return elementsIn(root).filter((candidate) => candidate.name === name);
}

/** The source between the element's tags, as written. */
export function innerSource(html: string, element: HtmlElement): string {
  return html.slice(element.openEnd, element.closeStart);
}

/** A replacement of the source in `start`..`end` by `text`. */
export interface Splice extends SourceRange {
  text: string;
}

/** `html` with each splice made; the splices are places in `html` itself and do not overlap. */
export function spliced(html: string, splices: Splice[]): string {
  if (splices.length === 0) return html;
  const ordered = [...splices].sort((a, b) => a.start - b.start || a.end - b.end);
  let result = '';
  let at = 0;
  for (const { start, end, text } of ordered) {
    if (start < at) throw new Error(`Overlapping changes of a page at ${start}`);
    result += html.slice(at, start) + text;
    at = end;
  }
  return result + html.slice(at);
}

/** A splice that puts ` name="value"` at the end of the element's start tag. */
export function attributeAdded(html: string, element: HtmlElement, name: string, value: string): Splice {
  const at = html[element.openEnd - 2] === '/' ? element.openEnd - 2 : element.openEnd - 1;
  return { start: at, end: at, text: ` ${name}="${escapeAttribute(value)}"` };
}

/** A splice that takes the attribute out of its start tag, with the space before it. */
export function attributeRemoved(html: string, attribute: HtmlAttribute): Splice {
  let start = attribute.start;
  while (start > 0 && /\s/.test(html[start - 1]!)) start -= 1;
  return { start, end: attribute.end, text: '' };
}

/** A splice that gives the attribute a new value, written in double quotes. */
export function attributeReplaced(attribute: HtmlAttribute, value: string): Splice {
  return { start: attribute.start, end: attribute.end, text: `${attribute.name}="${escapeAttribute(value)}"` };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' };

/** An attribute's value as Astro writes it: `&`, `<`, `>`, `'` and `"` as character references. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>'"]/g, (char) => ESCAPES[char]!);
}
