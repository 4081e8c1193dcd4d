import postcss, { type AtRule, type Container } from 'postcss';
import { elementsIn, type HtmlElement } from '../../util/html.ts';

/** Elements the parser puts in a page whether its markup has them or not. */
const IMPLIED_ELEMENTS = ['html', 'head', 'body', 'tbody'];
/** The argument of a functional pseudo-class (`:not(…)`, `:is(…)`, `:has(…)`…), innermost first. */
const PSEUDO_ARGUMENT = /:[\w-]+\([^()]*\)/g;
const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;
/** Attribute selectors and pseudo-classes or -elements, taken out of a selector to find its element names. */
const NOT_ELEMENT_NAMES = /\[[^\]]*\]|::?[\w-]+/g;
/** An element name in a selector: at its start or after a combinator. */
const ELEMENT_NAME = /(?:^|[\s>+~])([a-zA-Z][\w-]*)/g;

/** An attribute selector that asks for one value: `[name=value]`, quoted or not. */
const ATTRIBUTE_SELECTOR = /\[([\w:-]+)=(?:"([^"]*)"|'([^']*)'|([^\]]*))\]/g;

/** What a page's markup offers the selectors: its elements, its class names and its `name="value"` attributes. */
export interface Markup {
  elements: Set<string>;
  classes: Set<string>;
  attributes: Set<string>;
}

/**
 * What the page's markup offers, its inline stylesheets left out; of its attributes, only those named `asked` when
 * given (what the stylesheets' selectors ask for: the islands' props alone are kilobytes a page).
 */
export function markupOf(page: HtmlElement, asked?: ReadonlySet<string>): Markup {
  const markup: Markup = { elements: new Set(IMPLIED_ELEMENTS), classes: new Set(), attributes: new Set() };
  for (const element of elementsIn(page)) {
    if (element.name === 'style') continue;
    markup.elements.add(element.name);
    for (const { name, value } of element.attributes) {
      if (name === 'class') for (const each of value.split(/\s+/)) if (each) markup.classes.add(each);
      if (!asked || asked.has(name)) markup.attributes.add(`${name}=${value}`);
    }
  }
  return markup;
}

/** The attributes whose values the selectors of `css` ask for (`[name=value]`). */
export function attributesAskedIn(css: string): Set<string> {
  return new Set([...sheetOf(css).selectors.values()].flatMap(({ attributes }) => attributes.map(({ name }) => name)));
}

/** What inline scripts put on elements before any island hydrates: classes, and attributes of any value. */
export interface ScriptAdditions {
  classes: readonly string[];
  attributes: readonly string[];
}

/** `selector` without what is inside functional pseudo-classes: `:not(.x)`, `:is(.x)`, `:has(.x)` match without `.x`. */
function outerPart(selector: string): string {
  let outer = selector;
  for (let previous = ''; previous !== outer;) {
    previous = outer;
    outer = outer.replace(PSEUDO_ARGUMENT, '');
  }
  return outer;
}

/** What a selector asks of the markup: every element, class and `[name=value]` it names outside pseudo-classes. */
interface SelectorNeeds {
  elements: string[];
  classes: string[];
  attributes: { name: string; value: string }[];
}

function needsOf(selector: string): SelectorNeeds {
  const outer = outerPart(selector);
  return {
    elements: [...outer.replace(NOT_ELEMENT_NAMES, '').matchAll(ELEMENT_NAME)].map(([, name]) => name!.toLowerCase()),
    classes: [...outer.matchAll(CLASS_NAME)].map(([, name]) => name!),
    attributes: [...outer.matchAll(ATTRIBUTE_SELECTOR)].map(([, name, ...values]) => ({
      name: name!,
      value: values.find((candidate) => candidate !== undefined)!,
    })),
  };
}

/**
 * Whether a selector can match in the page: every element, every class and every `[name=value]` it asks for is
 * there.
 */
function canMatch(needs: SelectorNeeds, markup: Markup, added: ScriptAdditions): boolean {
  return (
    needs.elements.every((name) => markup.elements.has(name)) &&
    needs.classes.every((name) => markup.classes.has(name) || added.classes.includes(name)) &&
    needs.attributes.every(
      ({ name, value }) => markup.attributes.has(`${name}=${value}`) || added.attributes.includes(name),
    )
  );
}

const isKeyframes = (node: postcss.Node | undefined): node is AtRule =>
  node?.type === 'atrule' && /keyframes$/.test((node as AtRule).name);

/** The words of the `animation` values of the rules in `root`, among them the names of their keyframes. */
function animationWords(root: postcss.Root): Set<string> {
  const words = new Set<string>();
  root.walkDecls(/^animation(-name)?$/, (declaration) => {
    if (!isKeyframes(declaration.parent?.parent)) for (const word of declaration.value.split(/[\s,]+/)) words.add(word);
  });
  return words;
}

function removeEmptyGroups(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    removeEmptyGroups(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * A stylesheet's selectors with what each needs, and its rules already cut for each combination of selectors that
 * can match: thousands of pages share a few stylesheets, and the pages of one kind the same combination, so each
 * sheet is parsed and cut once for each kind of page rather than once a page.
 */
interface Sheet {
  selectors: Map<string, SelectorNeeds>;
  cut: Map<string, string>;
}
const sheets = new Map<string, Sheet>();

function sheetOf(css: string): Sheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    const selectors = new Map<string, SelectorNeeds>();
    postcss.parse(css).walkRules((rule) => {
      if (isKeyframes(rule.parent)) return;
      for (const selector of rule.selectors) if (!selectors.has(selector)) selectors.set(selector, needsOf(selector));
    });
    sheet = { selectors, cut: new Map() };
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * The rules of `css` that can apply to a page with `markup`, and what the page's inline scripts `added` before
 * any island hydrates (dark mode, the compact header, the pressed theme button, the text size). A selector
 * stays unless it needs an element, a class, or an attribute value, that the page does not have (states stay);
 * keyframes stay while a rule left names them. What is left out applies only to markup as an island renders it
 * once it hydrates (an open menu button's `aria-expanded="true"`, the search suggestions), and the island loads
 * the whole stylesheet first.
 */
export function usedRules(css: string, markup: Markup, added: ScriptAdditions): string {
  const sheet = sheetOf(css);
  // Which selectors can match, one digit each: the key of the cut, which thousands of pages of a kind share.
  let key = '';
  for (const needs of sheet.selectors.values()) key += canMatch(needs, markup, added) ? '1' : '0';
  let cut = sheet.cut.get(key);
  if (cut === undefined) {
    const selectors = [...sheet.selectors.keys()];
    cut = cutRules(css, new Set(selectors.filter((_, index) => key[index] === '1')));
    sheet.cut.set(key, cut);
  }
  return cut;
}

/** `css` with only the `matching` selectors, the keyframes they name and no group left empty. */
function cutRules(css: string, matching: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (isKeyframes(rule.parent)) return;
    const used = rule.selectors.filter((selector) => matching.has(selector));
    if (used.length === 0) rule.remove();
    else if (used.length < rule.selectors.length) rule.selectors = used;
  });
  const animations = animationWords(root);
  root.walkAtRules(/keyframes$/, (keyframes) => {
    if (!animations.has(keyframes.params)) keyframes.remove();
  });
  removeEmptyGroups(root);
  return root.toString();
}

const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** `withoutUnusedProperties`'s answers by stylesheet, then by the names referenced outside it. */
const withoutUnused = new Map<string, Map<string, string>>();

/** The custom properties the texts refer to (`var(--x)`). */
export function variablesReferencedIn(...texts: string[]): Set<string> {
  return new Set(texts.flatMap((text) => [...text.matchAll(VARIABLE_REFERENCE)].map(([, name]) => name!)));
}

/**
 * `css` without the custom properties nothing refers to: `var(--x)` in its own rules, in another property's
 * value, or `referencedElsewhere` (by the page's markup, for `style` attributes, and its other stylesheets). The
 * palette declares every colour of the site, and a page's rules use a part of it.
 */
export function withoutUnusedProperties(css: string, referencedElsewhere: ReadonlySet<string>): string {
  const outside = [...referencedElsewhere].sort();
  if (!withoutUnused.has(css)) withoutUnused.set(css, new Map());
  const answers = withoutUnused.get(css)!;
  const key = outside.join(' ');
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = withoutUnreferenced(css, outside);
    answers.set(key, answer);
  }
  return answer;
}

function withoutUnreferenced(css: string, outside: string[]): string {
  const root = postcss.parse(css);
  for (let removed = true; removed;) {
    removed = false;
    const referenced = new Set([
      ...outside,
      ...[...root.toString().matchAll(VARIABLE_REFERENCE)].map(([, name]) => name!),
    ]);
    root.walkDecls(/^--/, (declaration) => {
      if (referenced.has(declaration.prop)) return;
      declaration.remove();
      removed = true;
    });
  }
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  removeEmptyGroups(root);
  return root.toString();
}
