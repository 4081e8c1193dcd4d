/** The news_items table: its row type, the shared live list, and the administrator's writes. */
import { signedInClient } from './signed-in-client.ts';
import { createLiveList } from '../live-list.ts';
import { formatDateNumeric } from '../format.ts';
import { strings } from '../../data/strings.ts';
import type { TableRow } from './database.types.ts';

/** A news item; `date` is the Polish date set at creation, e.g. "22.11.2026". */
export type NewsItem = TableRow<'news_items'>;

export type NewsDraft = Pick<NewsItem, 'title' | 'content' | 'image'>;

export const newsList = createLiveList({
  table: 'news_items',
  orderBy: 'created_at',
  loadError: strings.news.loadFailed,
});

/**
 * The item with its content cut to what an excerpt of `limit` characters needs (one character more tells that
 * there is more), so a page's snapshot carries no text it does not show.
 */
export function forExcerpt(item: NewsItem, limit: number): NewsItem {
  return { ...item, content: Array.from(item.content).slice(0, limit + 1).join('') };
}

export async function addNews(draft: NewsDraft) {
  return (await signedInClient())
    .from('news_items')
    .insert({ ...draft, date: formatDateNumeric(new Date()) })
    .select()
    .single();
}

export async function updateNews(id: string, draft: NewsDraft) {
  return (await signedInClient()).from('news_items').update(draft).eq('id', id).select().single();
}

export async function deleteNews(id: string) {
  return (await signedInClient()).from('news_items').delete().eq('id', id).select('id').single();
}
