import { panelWords } from '../../../i18n/pl/panel.ts';
import { PageTotalsTable } from './PageTotalsTable.tsx';
import { CommentList } from './CommentList.tsx';
import { FailedSearchTable } from './FailedSearchTable.tsx';

/**
 * 'Opinie mieszkańców': what residents told the centre through 'Czy ta strona była pomocna?' and the searches that
 * found nothing, for the editors to improve the pages and the everyday names of `content/search.yaml`.
 */
export function FeedbackTab() {
  return (
    <div className="feedback-tab">
      <p className="hint">{panelWords.feedback.intro}</p>
      <PageTotalsTable />
      <CommentList />
      <FailedSearchTable />
    </div>
  );
}
