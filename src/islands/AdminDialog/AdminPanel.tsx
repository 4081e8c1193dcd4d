import { useState } from 'react';
import { signOut } from '../../api/auth.ts';
import { siteWords } from '../../i18n/pl/site.ts';
import { fill } from '../../i18n/message.ts';
import { panelWords } from '../../i18n/pl/panel.ts';
import { NewsTab } from './news/NewsTab.tsx';
import { AddNewsTab } from './news/AddNewsTab.tsx';
import { FilesTab } from './files/FilesTab.tsx';
import { BinTab } from './bin/BinTab.tsx';
import { FeedbackTab } from './feedback/FeedbackTab.tsx';
import { PanelTabs } from './shared/PanelTabs.tsx';
import { PanelMessages } from './shared/PanelMessages.tsx';
import { usePanelActions } from './shared/use-panel-actions.ts';
import { useTablePage } from './shared/use-list.ts';
import { TwoStepSection } from './two-step/TwoStepSection.tsx';
import { NoticesTab, useNotices } from './notices/NoticesTab.tsx';
import { ReviewTab, useReviewList } from './review/ReviewTab.tsx';
import { panelTrustWords } from '../../i18n/pl/panel-trust.ts';

type Tab = 'news' | 'add' | 'assets' | 'bin' | 'feedback' | 'notices' | 'review';
const TABS: Tab[] = ['news', 'add', 'assets', 'bin', 'feedback', 'notices', 'review'];

interface Props {
  titleId: string;
  email: string;
  onClose: () => void;
}

const t = panelWords;

/** The panel's four lists: news and files outside the bin, and the bin's news and files. */
function usePanelLists() {
  const news = useTablePage('news_items', {
    orderBy: 'created_at',
    searchColumn: 'title',
    loadError: siteWords.news.loadFailed,
  });
  const assets = useTablePage('assets', {
    orderBy: 'uploaded_at',
    searchColumn: 'name',
    loadError: siteWords.files.loadFailed,
  });
  const binNews = useTablePage('news_items', {
    orderBy: 'deleted_at',
    searchColumn: 'title',
    loadError: siteWords.news.loadFailed,
    bin: true,
  });
  const binAssets = useTablePage('assets', {
    orderBy: 'deleted_at',
    searchColumn: 'name',
    loadError: siteWords.files.loadFailed,
    bin: true,
  });
  return { news, assets, binNews, binAssets };
}

/**
 * The administrator panel: who is signed in and their two-step sign-in, the state of the connection to the
 * database, the tabs (news, add news, files, the bin, residents' feedback) and sign-out. Messages of the last write
 * are shown above the tabs. The news, files and bin tabs count what they list: news and files outside the bin, and
 * everything in it.
 */
export function AdminPanel({ titleId, email, onClose }: Props) {
  const { news, assets, binNews, binAssets } = usePanelLists();
  const actions = usePanelActions();
  const [tab, setTab] = useState<Tab>('news');
  const notices = useNotices(false);
  const binNotices = useNotices(true);
  const review = useReviewList();

  const labels: Record<Tab, string> = {
    news: fill.pl(t.panel.newsTab, { count: news.total }),
    add: t.news.add,
    assets: fill.pl(t.panel.filesTab, { count: assets.total }),
    bin: fill.pl(t.panel.binTab, { count: binNews.total + binAssets.total }),
    feedback: t.feedback.tab,
    notices: fill.pl(panelTrustWords.notices.tab, { count: notices.data?.total ?? 0 }),
    review: fill.pl(panelTrustWords.review.tab, { count: review.data?.due.length ?? 0 }),
  };

  return (
    <div className="admin-panel">
      <div className="admin-panel__header">
        <h2 id={titleId} className="modal__title">
          {siteWords.admin.title}
        </h2>
        <p className="admin-panel__user">{fill.pl(t.panel.signedInAs, { email })}</p>
        <div className="admin-panel__header-actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={actions.busy}
            onClick={() => void signOut()}
          >
            {t.signOut}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {siteWords.close}
          </button>
        </div>
      </div>
      {/* Above everything that loads or changes live, so that it never moves under the pointer. */}
      <TwoStepSection />

      <PanelMessages tables={[news, assets, binNews, binAssets]} actions={actions} />

      <PanelTabs tabs={TABS} selected={tab} labels={labels} onSelect={setTab}>
        {tab === 'news' && <NewsTab news={news} actions={actions} />}
        {tab === 'add' && (
          <AddNewsTab
            actions={actions}
            onAdded={() => {
              // The new item is the first of the first page.
              news.searchFor('');
              news.reload();
              setTab('news');
            }}
          />
        )}
        {tab === 'assets' && <FilesTab assets={assets} actions={actions} />}
        {tab === 'notices' && <NoticesTab actions={actions} notices={notices} bin={binNotices} />}
        {tab === 'review' && <ReviewTab list={review} />}
        {tab === 'bin' && (
          <BinTab
            news={binNews}
            assets={binAssets}
            reloadLists={() => {
              news.reload();
              assets.reload();
            }}
            actions={actions}
          />
        )}
        {tab === 'feedback' && <FeedbackTab />}
      </PanelTabs>
    </div>
  );
}
