import { useRef, useState, type KeyboardEvent } from 'react';
import { signOut } from '../../api/auth.ts';
import { strings } from '../../i18n/strings.ts';
import { adminStrings } from '../../i18n/admin-strings.ts';
import { NewsTab } from './NewsTab.tsx';
import { AddNewsTab } from './AddNewsTab.tsx';
import { FilesTab } from './FilesTab.tsx';
import { usePanelActions } from './use-panel-actions.ts';
import { useTablePage } from './use-table-page.ts';

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
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  const labels: Record<Tab, string> = {
    news: t.panel.newsTab(news.total),
    add: t.news.add,
    assets: t.panel.filesTab(assets.total),
  };

  const loadError = news.error ?? assets.error;
  const banner = actions.banner ?? loadError;
  const connected = news.status === 'ready' && assets.status === 'ready';

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current.get(next)?.focus();
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

      <div className="tabs" role="tablist" aria-label={t.panel.sections}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) tabRefs.current.set(name, element);
            }}
            type="button"
            role="tab"
            id={`admin-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`admin-tabpanel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="tabs__tab"
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`admin-tabpanel-${tab}`}
        aria-labelledby={`admin-tab-${tab}`}
        className="tabs__panel"
        tabIndex={0}
      >
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
      </div>
    </div>
  );
}
