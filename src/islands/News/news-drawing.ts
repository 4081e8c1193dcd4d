/**
 * The news cards drawn without React, for the lists' watcher (src/api/list-watch.ts): a new card is a copy of the
 * `<template data-live-card>` that the build rendered with `NewsCard` itself, filled with the item's title, date,
 * address and excerpt as `NewsCard` writes them, so that the island, hydrated later, finds the same HTML. A card
 * with a picture is left to React.
 */
import { cardFrom, replaceCards } from '../../browser/live-cards.ts';
import { excerpt } from '../../util/format.ts';
import { publishedAt, type NewsItem } from '../../domain/news/news-item.ts';
import { pictureSources } from '../../domain/news/news-picture.ts';

/**
 * The item the build renders the template's card with: nothing of it shows until the watcher fills it. Its link
 * leads to the page that opens newer items (`/aktualnosci/artykul`), so that even the template links to a page.
 */
export const TEMPLATE_ITEM = {
  id: 'artykul',
  title: '',
  content: '',
  date: '',
  created_at: '',
  published_at: '',
} as NewsItem;

/** The address of an item's page. */
export function newsHref(id: string): string {
  return `/aktualnosci/${encodeURIComponent(id)}`;
}

/** The item a drawn card shows, by its link. */
function idOf(card: Element): string | null {
  const href = card.querySelector('a.news-card__link')?.getAttribute('href');
  return href ? decodeURIComponent(href.slice(href.lastIndexOf('/') + 1)) : null;
}

function newCard(template: HTMLTemplateElement | null, item: NewsItem, excerptLength: number): HTMLElement | null {
  if (pictureSources(item)) return null;
  const card = cardFrom(template);
  const link = card?.querySelector('a.news-card__link');
  const time = card?.querySelector('time');
  const text = card?.querySelector('.news-card__excerpt');
  if (!card || !link || !time || !text) return null;
  link.setAttribute('href', newsHref(item.id));
  link.textContent = item.title;
  time.setAttribute('datetime', publishedAt(item));
  time.textContent = item.date;
  text.textContent = excerpt(item.content, excerptLength);
  return card;
}

/**
 * Draws `items` as the cards of the list `selector` in `wrapper`, where the HTML shows `shown`: a card whose item
 * is unchanged stays, the others are copies of the template. False when a card cannot be drawn here.
 */
export function drawNewsCards(
  wrapper: HTMLElement,
  selector: string,
  { items, shown, excerptLength }: { items: NewsItem[]; shown: NewsItem[]; excerptLength: number },
): boolean {
  const list = wrapper.querySelector(selector);
  const template = wrapper.querySelector<HTMLTemplateElement>('template[data-live-card]');
  if (!list || items.length === 0) return false;
  const unchanged = new Map(shown.map((item) => [item.id, item.updated_at]));
  const kept = new Map([...list.children].map((card) => [idOf(card), card]));
  const cards = items.map((item) =>
    unchanged.get(item.id) === item.updated_at && kept.has(item.id)
      ? kept.get(item.id)!
      : newCard(template, item, excerptLength),
  );
  if (cards.some((card) => card === null)) return false;
  replaceCards(list, cards as Element[]);
  return true;
}
