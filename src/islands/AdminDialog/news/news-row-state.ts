/**
 * What a row of the panel's news list says of the item's publication, and which actions it offers: a draft can
 * be published now; an item scheduled can be published now, given another time, or taken back to a draft.
 */
import { adminStrings } from '../../../i18n/admin-strings.ts';
import { publicationState, warsawLabel, type PublicationState } from '../../../domain/news/publication.ts';
import type { NewsItem } from '../../../domain/news/news-item.ts';

const t = adminStrings.publication;

export type PublicationAction = 'publishNow' | 'reschedule' | 'cancel';

export interface RowPublication {
  state: PublicationState;
  /** 'Szkic', 'Zaplanowano na 24.12.2026, 7:30', or the item's date once published. */
  label: string;
  actions: PublicationAction[];
}

const ACTIONS: Record<PublicationState, PublicationAction[]> = {
  draft: ['publishNow'],
  scheduled: ['publishNow', 'reschedule', 'cancel'],
  published: [],
};

export function rowPublication(item: Pick<NewsItem, 'published_at' | 'date'>, now = new Date()): RowPublication {
  const state = publicationState(item.published_at, now);
  const label =
    state === 'draft'
      ? t.draft
      : state === 'scheduled'
        ? t.scheduledFor(warsawLabel(new Date(item.published_at!)))
        : item.date;
  return { state, label, actions: ACTIONS[state] };
}
