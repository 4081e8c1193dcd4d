import { useState } from 'react';
import { COMMENTS_PAGE_SIZE, deleteAnswer, readComments, type PageAnswer } from '../../../api/resident-feedback.ts';
import { describeError } from '../../../api/errors.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import { formats } from '../../../i18n/formats.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { useList, type ListRead } from '../shared/use-list.ts';
import { PageAddress } from './PageAddress.tsx';

const t = panelWords.feedback.comments;

interface Loaded {
  comments: PageAnswer[];
  /** No older comment is left to read. */
  complete: boolean;
}

/** The newest comments first; each further read ('Pokaż starsze') goes on from the last one shown. */
async function readOn(shown: Loaded | null): Promise<ListRead<Loaded>> {
  const comments = shown?.comments ?? [];
  const result = await readComments(comments.at(-1)?.created_at);
  if (result.error) return result;
  return {
    data: { comments: [...comments, ...result.data], complete: result.data.length < COMMENTS_PAGE_SIZE },
    error: null,
  };
}

/**
 * The comments sent with 'Nie', newest first, each with its page and date, shown as the text they are. Each can be
 * deleted after a confirmation: it may hold personal data despite the warning above the field.
 */
export function CommentList() {
  const list = useList(readOn);
  const loaded = list.data;
  const [deleting, setDeleting] = useState<PageAnswer | null>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  const remove = async () => {
    const answer = deleting;
    setDeleting(null);
    if (!answer) return;
    const { error: failure, gone } = await deleteAnswer(answer.id);
    if (failure) return setMessage({ text: describeError(failure, t.removeFailed), ok: false });
    setMessage({ text: gone ? t.removed : t.alreadyGone, ok: gone });
    list.update((shown) => ({ ...shown, comments: shown.comments.filter((row) => row.id !== answer.id) }));
    document.getElementById('feedback-comments')?.focus();
  };

  return (
    <section aria-labelledby="feedback-comments">
      <h3 id="feedback-comments" tabIndex={-1}>
        {t.heading}
      </h3>
      <p role="status" className={message && !message.ok ? 'alert alert--error' : undefined}>
        {message?.text}
      </p>
      {list.error && <p className="alert alert--error">{describeError(list.error, panelWords.feedback.loadFailed)}</p>}
      {list.status === 'loading' && <p>{panelWords.feedback.loading}</p>}
      {loaded && loaded.comments.length === 0 && <p>{t.none}</p>}
      {loaded && loaded.comments.length > 0 && (
        <ul className="feedback-comments">
          {loaded.comments.map((answer) => {
            const date = formats.pl.dateNumeric(new Date(answer.created_at));
            return (
              <li key={answer.id} className="feedback-comments__item">
                <p className="feedback-comments__where">
                  <PageAddress page={answer.page} />, <time dateTime={answer.created_at}>{date}</time>
                </p>
                <p className="feedback-comments__text">{answer.comment}</p>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={fill.pl(t.removeLabel, { date })}
                  onClick={() => setDeleting(answer)}
                >
                  {t.remove}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {loaded && !loaded.complete && (
        <p>
          <button type="button" className="button button--secondary" onClick={list.reload}>
            {t.more}
          </button>
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.confirmTitle}
        message={t.confirmMessage}
        confirmLabel={t.remove}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
