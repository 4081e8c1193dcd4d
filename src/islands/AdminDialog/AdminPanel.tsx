import { useState } from 'react';
import { signOut } from '../../api/auth.ts';
import { strings } from '../../i18n/strings.ts';
import { adminStrings } from '../../i18n/admin-strings.ts';
import { NewsTab } from './NewsTab.tsx';
import { AddNewsTab } from './AddNewsTab.tsx';
import { FilesTab } from './FilesTab.tsx';
import { PanelTabs } from './PanelTabs.tsx';
import { TwoStepSection } from './TwoStepSection.tsx';
import { usePanelActions, type PanelActions } from './use-panel-actions.ts';
import { useTablePage, type TablePage } from './use-table-page.ts';

type Tab = 'news' | 'add' | 'assets';
const TABS: Tab[] = ['news', 'add', 'assets'];

interface Props {
  titleId: string;
  email: string;
  onClose: () => void;
}

const t = adminStrings;

/**
 * The administrator panel: who is signed in, the state of the connection to the database, the tabs (news, add
 * news, files) and sign-out. Messages of the last write are shown above the tabs.
 */
export function AdminPanel({ titleId, email, onClose }: Props) {
  const news = useTablePage('news_items', {
    orderBy: 'created_at',
    searchColumn: 'title',
    loadError: strings.news.loadFailed,
  });
  const assets = useTablePage('assets', {
    orderBy: 'uploaded_at',
    searchColumn: 'name',
    loadError: strings.files.loadFailed,
  });
  const actions = usePanelActions();
  const [tab, setTab] = useState<Tab>('news');

  const labels: Record<Tab, string> = {
    news: t.panel.newsTab(news.total),
    add: t.news.add,
    assets: t.panel.filesTab(assets.total),
  };

  return (
    <div className="admin-panel">
      <div className="admin-panel__header">
        <h2 id={titleId} className="modal__title">
          {strings.admin.title}
        </h2>
        <p className="admin-panel__user">{t.panel.signedInAs(email)}</p>
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
            {strings.close}
          </button>
        </div>
      </div>

      <PanelMessages tables={[news, assets]} actions={actions} />

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
      </PanelTabs>

      <TwoStepSection />
    </div>
  );
}

interface MessagesProps {
  /** The news and the files, whose reads make the connection. */
  tables: [TablePage<'news_items'>, TablePage<'assets'>];
  actions: PanelActions;
}

/**
 * The connection to the database and the outcome of the last write. A failure's reason shows in the red banner,
 * the failure itself in an alert (or, beside a banner already there, as a line under it); a success is announced
 * politely and shown to the eye apart, so that it is read once.
 */
function PanelMessages({ tables: [news, assets], actions }: MessagesProps) {
  const loadError = news.error ?? assets.error;
  const banner = actions.banner ?? loadError;
  const connected = news.status === 'ready' && assets.status === 'ready';

  return (
    <>
      <p className={connected ? 'admin-panel__connection admin-panel__connection--ok' : 'admin-panel__connection'}>
        {connected
          ? t.panel.connected
          : news.status === 'loading' || assets.status === 'loading'
            ? t.panel.connecting
            : t.panel.disconnected}
      </p>
      {news.live && assets.live && <p className="alert alert--success admin-panel__live">{t.panel.live}</p>}
      {banner && (
        <div className="alert alert--error admin-panel__banner" role="alert">
          <p>
            <strong>{t.panel.connectionError}</strong>
          </p>
          <p>{banner}</p>
        </div>
      )}
      {actions.alert && !banner && (
        <p className="alert alert--error" role="alert">
          {actions.alert}
        </p>
      )}
      {actions.alert && banner && <p className="error-message">{actions.alert}</p>}
      <p className="visually-hidden" role="status">
        {actions.status}
      </p>
      {actions.status && (
        <p className="alert alert--success" aria-hidden="true">
          {actions.status}
        </p>
      )}
    </>
  );
}
