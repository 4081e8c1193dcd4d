import { readPageTotals } from '../../../api/resident-feedback.ts';
import { describeError } from '../../../api/errors.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { useList } from '../shared/use-list.ts';
import { PageAddress } from './PageAddress.tsx';

const t = panelWords.feedback;

/** Per page: how many 'Tak' and 'Nie' in the last 30 and 365 days, the pages with most 'Nie' first. */
export function PageTotalsTable() {
  const totals = useList(readPageTotals);
  return (
    <section aria-labelledby="feedback-pages">
      <h3 id="feedback-pages">{t.pages.heading}</h3>
      {totals.status === 'loading' && <p role="status">{t.loading}</p>}
      {totals.status === 'error' && <p className="alert alert--error">{describeError(totals.error, t.loadFailed)}</p>}
      {totals.status === 'ready' && totals.data.length === 0 && <p>{t.pages.none}</p>}
      {totals.status === 'ready' && totals.data.length > 0 && (
        <div className="table-wrapper" tabIndex={0} role="region" aria-labelledby="feedback-pages-caption">
          <table>
            <caption id="feedback-pages-caption">{t.pages.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.pages.page}</th>
                <th scope="col">{t.pages.yes30}</th>
                <th scope="col">{t.pages.no30}</th>
                <th scope="col">{t.pages.yes365}</th>
                <th scope="col">{t.pages.no365}</th>
              </tr>
            </thead>
            <tbody>
              {totals.data.map((row) => (
                <tr key={`${row.page}-${row.lang}`}>
                  <th scope="row">
                    <PageAddress page={row.page} />
                  </th>
                  <td>{row.yes_30}</td>
                  <td>{row.no_30}</td>
                  <td>{row.yes_365}</td>
                  <td>{row.no_365}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
