/**
 * A live list drawn without React: its cards put in a new order, new ones copied from the `<template>` that the
 * build rendered with the cards' own component, so that no card is written twice. The reader's view stays where
 * it was: what the reader sees does not move, as the page scrolls by what was put above it.
 */

/** A copy of the one card in `template` (a `<template>` holding a list with one `<li>`, or the `<li>`), to fill. */
export function cardFrom(template: HTMLTemplateElement | null): HTMLElement | null {
  const card = template?.content.querySelector('li')?.cloneNode(true);
  return card instanceof HTMLElement ? card : null;
}

const inView = (element: Element): boolean => {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
};

/**
 * What the reader's eye holds on: the first card kept that is in view, else what follows the list, if in view.
 * Null when the list begins below the window: nothing the reader sees is moved then.
 */
function anchorOf(list: Element, kept: Set<Element>): Element | null {
  if (list.getBoundingClientRect().top >= window.innerHeight) return null;
  const card = [...list.children].find((child) => kept.has(child) && inView(child));
  if (card) return card;
  let after: Element | null = list;
  while (after && !after.nextElementSibling) after = after.parentElement;
  const next = after?.nextElementSibling ?? null;
  return next && inView(next) ? next : null;
}

/**
 * Puts `cards` in place of the list's children, in their order: cards kept stay where they are in the document
 * (moved only if their order changed), new ones go in before them, and those not kept leave.
 */
function putInOrder(list: Element, cards: Element[]): void {
  const wanted = new Set(cards);
  for (const child of [...list.children]) if (!wanted.has(child)) child.remove();
  cards.forEach((card, index) => {
    const at = list.children[index] ?? null;
    if (at !== card) list.insertBefore(card, at);
  });
}

/** Puts `cards` in place of the list's children, in their order, the reader's view kept. */
export function replaceCards(list: Element, cards: Element[]): void {
  const anchor = anchorOf(list, new Set(cards));
  const before = anchor?.getBoundingClientRect().top ?? 0;
  putInOrder(list, cards);
  // Measured after the browser's own scroll anchoring, which holds a view only once the page is scrolled.
  const moved = anchor ? anchor.getBoundingClientRect().top - before : 0;
  // At once, whatever the page's smooth scrolling: a frame between would show the cards moved.
  if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
}
