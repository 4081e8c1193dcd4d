import { useCallback } from 'react';
import { panelTrustWords } from '../../../i18n/pl/panel-trust.ts';
import { fill } from '../../../i18n/message.ts';
import { formats } from '../../../i18n/formats.ts';
import type { ReviewItem } from '../../../domain/site/review.ts';
import { useList, type ListRead } from '../shared/use-list.ts';

const t = panelTrustWords.review;

/** What the build wrote (src/pages/przeglad-stron.json.ts): the site's date and the pages due, newest due first. */
interface ReviewList {
  day: string;
  due: ReviewItem[];
}

/** The build's list of the pages due for review: a file of the static site, so no table is needed. */
async function readReviewList(): Promise<ListRead<ReviewList>> {
  try {
    const response = await fetch('/przeglad-stron.json', { cache: 'no-cache' });
    if (!response.ok) return { data: null, error: { message: `${response.status} ${response.statusText}` } };
    return { data: (await response.json()) as ReviewList, error: null };
  } catch (failure) {
    return { data: null, error: { message: failure instanceof Error ? failure.message : String(failure) } };
  }
}

export function useReviewList() {
  return useList<ReviewList>(useCallback(() => readReviewList(), []));
}

const day = (iso: string) => formats.pl.dateNumeric(new Date(`${iso}T12:00:00Z`));

/** 'Do przeglądu': each page due, with its day and why, newest due first, as the last build listed them. */
export function ReviewTab({ list }: { list: ReturnType<typeof useReviewList> }) {
  if (list.status === 'loading') return <p className="status-line">{t.loading}</p>;
  if (!list.data) return <p role="alert">{t.loadFailed}</p>;
  return (
    <div className="review-tab">
      <p>{fill.pl(t.intro, { day: day(list.data.day) })}</p>
      {list.data.due.length === 0 ? (
        <p className="admin-empty">{t.empty}</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">{t.heading}</caption>
          <thead>
            <tr>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.page}</th>
              <th scope="col">{t.reason}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.due.map((item) => (
              <tr key={`${item.route} ${item.date} ${item.reason.kind}`}>
                <td>{day(item.date)}</td>
                <th scope="row">
                  <a href={item.route}>{item.title}</a>
                </th>
                <td>
                  {item.reason.kind === 'interval'
                    ? fill.pl(t.interval, { months: item.reason.months })
                    : fill.pl(t.amount, { amount: item.reason.amount })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
