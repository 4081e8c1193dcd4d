import postcss, { type AtRule, type Container } from 'postcss';

/** `class="…"` attributes of a page's markup. */
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
/** The argument of a functional pseudo-class (`:not(…)`, `:is(…)`, `:has(…)`…), innermost first. */
const PSEUDO_ARGUMENT = /:[\w-]+\([^()]*\)/g;
const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Every class name the markup uses. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) for (const name of value!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The classes an element must have for `selector` to match it, or anything around it. What is inside a
 * functional pseudo-class is left out: `:not(.x)`, `:is(.x, .y)` and `:has(.x)` may match without `.x` on the page.
 */
function requiredClasses(selector: string): string[] {
  let outer = selector;
  for (let previous = ''; previous !== outer; ) {
    previous = outer;
    outer = outer.replace(PSEUDO_ARGUMENT, '');
  }
  return [...outer.matchAll(CLASS_NAME)].map(([, name]) => name!);
}

function isKeyframes(rule: postcss.Rule): boolean {
  const parent = rule.parent;
  return parent?.type === 'atrule' && /keyframes$/.test((parent as AtRule).name);
}

function removeEmptyGroups(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    removeEmptyGroups(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * The rules of `css` that can apply to a page whose markup uses `classes`, or the classes in `added` (what the
 * page's inline scripts put on elements before any island hydrates: dark mode, the compact header). A selector
 * stays unless it needs a class the page does not have; everything without a class (elements, attributes,
 * states, keyframes, custom properties) stays. What is left out applies only to markup an island renders when it
 * hydrates, which loads the whole stylesheet first.
 */
export function usedRules(css: string, classes: ReadonlySet<string>, added: readonly string[]): string {
  const present = new Set([...classes, ...added]);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (isKeyframes(rule)) return;
    const used = rule.selectors.filter((selector) => requiredClasses(selector).every((name) => present.has(name)));
    if (used.length === 0) rule.remove();
    else if (used.length < rule.selectors.length) rule.selectors = used;
  });
  removeEmptyGroups(root);
  return root.toString();
}
