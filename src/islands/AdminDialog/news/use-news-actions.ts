import { useState } from 'react';
import type { NewsItem } from '../../../domain/news/news-item.ts';
import { readNews, setPublication } from '../../../api/news-writes.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import type { PublicationAction } from './news-row-state.ts';
import { publicationMessage } from './publication-form.ts';
import type { PanelActions } from '../shared/use-panel-actions.ts';
import { focusRowWhenShown, ROW_EDIT_BUTTON, tabPanel } from '../shared/focus-row.ts';
import type { Publication } from '../../../domain/news/publication.ts';

const p = panelWords.publication;
const r = panelWords.refusals;

/**
 * What a row of the news list does besides editing and the bin: its publication (now, another time, back to a
 * draft), and reading the item anew for a form whose copy was stale.
 */
export function useNewsActions(
  actions: PanelActions,
  afterWrite: () => void,
  /** The list's newest copy of an item (`TablePage['latest']`). */
  latest: (item: NewsItem) => NewsItem,
) {
  const [scheduling, setScheduling] = useState<NewsItem | null>(null);

  const publish = async (item: NewsItem, publication: Publication) => {
    const success = publication.kind === 'draft' ? p.cancelled : (publicationMessage(publication) ?? p.published);
    const outcome = await actions.run(() => setPublication(item, publication), {
      success,
      failure: p.failed,
      fallback: p.fallback,
    });
    if (outcome.ok) afterWrite();
    return outcome.ok;
  };

  return {
    scheduling,
    publication: (item: NewsItem, action: PublicationAction) => {
      if (action === 'reschedule') {
        setScheduling(item);
        return;
      }
      // The button pressed goes with the state it offered: focus waits on the row's edit button, which stays.
      void publish(item, action === 'publishNow' ? { kind: 'now' } : { kind: 'draft' }).then(
        (ok) => ok && focusRowWhenShown(item.id, tabPanel, ROW_EDIT_BUTTON),
      );
    },
    reschedule: async (at: Date) => {
      if (scheduling && (await publish(latest(scheduling), { kind: 'at', at }))) setScheduling(null);
    },
    closeSchedule: () => setScheduling(null),
    /** The item as saved now; `then` gets null when it is gone for good. */
    loadNewer: async (id: string, then: (item: NewsItem | null) => void) => {
      const outcome = await actions.run(() => readNews(id), {
        success: r.loadedNewer,
        failure: r.loadNewerFailed,
        fallback: r.loadNewerFailed,
      });
      if (!outcome.ok) return;
      if (!outcome.data) actions.fail(r.gone);
      then(outcome.data);
    },
  };
}
