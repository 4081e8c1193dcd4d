import { useCallback, useId, useState } from 'react';
import { readFailedSearches, SEARCH_PERIODS, type SearchPeriod } from '../../../api/resident-feedback.ts';
import { describeError } from '../../../api/errors.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import { SelectField } from '../../shared/form/SelectField.tsx';
import { useList } from '../shared/use-list.ts';

const t = panelWords.feedback.searches;

/** The searches that found nothing over a chosen period, most frequent first, with their language and count. */
export function FailedSearchTable() {
  const id = useId();
  const [days, setDays] = useState<SearchPeriod>(30);
  const searches = useList(
    useCallback(() => readFailedSearches(days), [days]),
    { subject: days },
  );
  const column = `searches_${days}` as const;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.heading}</h3>
      <SelectField
        id={`${id}-period`}
        label={t.period}
        value={days}
        onChange={(event) => setDays(Number(event.currentTarget.value) as SearchPeriod)}
      >
        {SEARCH_PERIODS.map((period) => (
          <option key={period} value={period}>
            {t.periods[period]}
          </option>
        ))}
      </SelectField>
      {searches.status === 'loading' && <p role="status">{panelWords.feedback.loading}</p>}
      {searches.status === 'error' && (
        <p className="alert alert--error">{describeError(searches.error, panelWords.feedback.loadFailed)}</p>
      )}
      {searches.status === 'ready' && searches.data.length === 0 && <p>{t.none}</p>}
      {searches.status === 'ready' && searches.data.length > 0 && (
        <div className="table-wrapper" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
          <table>
            <caption id={`${id}-caption`}>{fill.pl(t.caption, { period: t.periods[days]! })}</caption>
            <thead>
              <tr>
                <th scope="col">{t.query}</th>
                <th scope="col">{t.language}</th>
                <th scope="col">{t.count}</th>
              </tr>
            </thead>
            <tbody>
              {searches.data.map((row) => (
                <tr key={`${row.query}-${row.lang}`}>
                  <th scope="row">{row.query}</th>
                  <td>{t.languages[row.lang ?? 'pl']}</td>
                  <td>{row[column]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
