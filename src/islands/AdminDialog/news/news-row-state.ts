/**
 * What a row of the panel's news list says of the item's publication, and which actions it offers: a draft can
 * be published now; an item scheduled can be published now, given another time, or taken back to a draft.
 */
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import { formats } from '../../../i18n/formats.ts';
import { publicationState, type PublicationState } from '../../../domain/news/publication.ts';
import type { NewsItem } from '../../../domain/news/news-item.ts';

const t = panelWords.publication;

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
        ? fill.pl(t.scheduledFor, { when: formats.pl.dateTime(new Date(item.published_at!)) })
        : item.date;
  return { state, label, actions: ACTIONS[state] };
}
