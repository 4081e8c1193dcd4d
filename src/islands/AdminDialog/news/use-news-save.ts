import { useState, type SubmitEvent as ReactSubmitEvent } from 'react';
import type { Publication } from '../../../domain/news/publication.ts';
import { firstPublicationProblem } from './PublicationFields.tsx';
import {
  publicationChoice,
  publicationMessage,
  type PublicationIntent,
  type PublicationProblems,
  type PublicationValues,
} from './publication-form.ts';
import type { Outcome, PanelActions } from '../shared/use-panel-actions.ts';
import type { NewsItem } from '../../../domain/news/news-item.ts';
import type { BackendError } from '../../../api/errors.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';

/** The button that sent the form: each submit button carries `data-intent`; Enter in a field is the first, the draft. */
export function submitIntent(event: ReactSubmitEvent<HTMLFormElement>): PublicationIntent {
  const submitter = event.nativeEvent.submitter;
  return submitter instanceof HTMLElement && submitter.dataset.intent === 'publish' ? 'publish' : 'draft';
}

type NewsWrite = (
  publication: Publication | null,
  onProgress: (sent: number) => void,
) => Promise<{ error: BackendError | null; data?: NewsItem | null }>;

interface SaveMessages {
  /** Said when the publication did not change (an edit of an item already published). */
  success: string;
  failure: string;
  fallback: string;
}

/**
 * Saving a news form with its publication: the time typed is checked first (its problems shown on the fields,
 * focus on the first), then the write runs with the upload's progress, and its success says what became of the
 * item: a draft, published, or published at a time.
 */
export function useNewsSave(id: string, actions: PanelActions) {
  const [problems, setProblems] = useState<PublicationProblems | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  const save = async (
    intent: PublicationIntent,
    when: PublicationValues,
    publishedAt: string | null,
    write: NewsWrite,
    messages: SaveMessages,
    /** A picture chosen from the computer is sent first: its progress is shown. */
    uploading: boolean,
  ): Promise<Outcome<NewsItem> | null> => {
    const choice = publicationChoice(when, intent, publishedAt);
    if (!choice.ok) {
      setProblems(choice.problems);
      document.getElementById(firstPublicationProblem(id, choice.problems))?.focus();
      return null;
    }
    setProblems(null);
    if (uploading) setSent(0);
    const outcome = await actions.run(() => write(choice.publication, setSent).finally(() => setSent(null)), {
      ...messages,
      success: publicationMessage(choice.publication) ?? messages.success,
    });
    if (outcome.refusal === 'tooFar') setProblems({ date: panelWords.publication.tooFar, time: null });
    return outcome;
  };

  return { problems, sent, save };
}
