/**
 * The registered files drawn without React, for the lists' watcher (src/api/list-watch.ts): a new link is a copy
 * of the `<template data-live-card>` that the build rendered with `FileList` itself, filled as `FileList` writes
 * it, so that the island, hydrated later, finds the same HTML.
 */
import { cardFrom, replaceCards } from '../../browser/live-cards.ts';
import { safeHttpUrl } from '../../util/urls.ts';
import { assetMeta } from '../../domain/files/asset-rules.ts';
import type { Asset, AssetCategory } from '../../domain/files/asset.ts';

/** The file the build renders the template's link with: a description and an address, so that both are drawn. */
export const TEMPLATE_ASSET = {
  id: '',
  name: '',
  url: 'https://example.invalid/',
  type: 'pdf',
  category: 'general',
  description: '-',
  size_bytes: null,
} as unknown as Asset;

function newCard(template: HTMLTemplateElement | null, asset: Asset, href: string): HTMLElement | null {
  const card = cardFrom(template);
  const link = card?.querySelector('a.document-link');
  const name = link?.querySelector('span');
  // "(", the format and size, ")": three texts, which React's HTML separates by empty comments.
  const meta = link?.querySelector('.document-link__meta')?.childNodes[2];
  const description = card?.querySelector('.registered-files__type');
  if (!card || !link || !name || meta?.nodeType !== Node.TEXT_NODE || !description) return null;
  link.setAttribute('href', href);
  name.textContent = asset.name;
  meta.nodeValue = assetMeta(asset);
  if (asset.description) description.textContent = asset.description;
  else description.remove();
  return card;
}

/**
 * Draws `assets` as the links of `category`'s group in `wrapper`, where the HTML shows `shown`: a link whose file is
 * unchanged stays, the others are copies of the template. False when the group is not in the HTML (it had no
 * files) or would leave it, or a link cannot be drawn here.
 */
export function drawFiles(
  wrapper: HTMLElement,
  category: AssetCategory,
  { assets, shown }: { assets: Asset[]; shown: Asset[] },
): boolean {
  const list = wrapper.querySelector(`[aria-labelledby="registered-${category}"] .document-list`);
  const template = wrapper.querySelector<HTMLTemplateElement>('template[data-live-card]');
  if (!list || assets.length === 0) return false;
  const unchanged = new Map(shown.map((asset) => [asset.id, asset.updated_at]));
  const kept = new Map([...list.children].map((card) => [card.querySelector('a')?.getAttribute('href'), card]));
  const cards: (Element | null)[] = [];
  for (const asset of assets) {
    const href = safeHttpUrl(asset.url);
    // FileList leaves out a file whose address is not http(s).
    if (!href) continue;
    const same = unchanged.get(asset.id) === asset.updated_at && kept.get(href);
    cards.push(same || newCard(template, asset, href));
  }
  if (cards.some((card) => card === null)) return false;
  replaceCards(list, cards as Element[]);
  return true;
}
