import './search-results.scss';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { centre, telHref } from '../../domain/centre/centre.ts';
import type { IslandWords } from '../../i18n/frame.ts';
import type { ElsewhereHint } from '../../domain/search/data.ts';
import type { SearchHit } from '../../domain/search/engine.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { preloadSearch, searchOpenedQuery, useSiteSearch } from './use-site-search.ts';
// The results page searches as soon as it runs: the query layer comes with the island, preloaded with the page
// (the header's box still fetches it only when a visitor starts searching).
import '../../browser/search/engine.ts';
import { useFailedSearchRecord } from './use-failed-search-record.ts';
import { Excerpt } from './Excerpt.tsx';
import { hitLabel, hitLang, langIfOther, resultsPage, searchStatus, SELF_CHECK } from './labels.ts';
import { SEARCH_PAGE } from '../../domain/search/results-page.ts';
import { FrameWordsContext, polishIn, useFrameWords } from '../shared/frame-words.tsx';

/** Results shown at first and added by each 'more': each needs its excerpt fetched before the list shows. */
const PAGE_SIZE = 10;

// In the browser, as soon as the island's code runs: the search overlaps the island's hydration.
if (typeof window !== 'undefined') searchOpenedQuery(PAGE_SIZE);

/** A menu group and its first-level pages, for the way on when nothing was found. */
export interface BrowseGroup {
  id: string;
  title: string;
  /** A page's title; `lang` when it is in another language than the page's, `hreflang` when the page linked is. */
  entries: { title: string; link: string; lang?: 'pl'; hreflang?: 'pl' }[];
}

/**
 * The results page (/szukaj?q=…): a search field, things handled by another office, and the matching pages, in
 * the order the header box lists them. When nothing matches: a close spelling, the self-check, the three menu
 * groups and the centre's phone number. On a Ukrainian page (/uk/szukaj) it speaks Ukrainian and lists the
 * Ukrainian pages first.
 */
export default function SearchResults({ groups, words }: { groups: BrowseGroup[]; words: IslandWords }) {
  return (
    <FrameWordsContext value={words}>
      <Results groups={groups} />
    </FrameWordsContext>
  );
}

function Results({ groups }: { groups: BrowseGroup[] }) {
  const words = useFrameWords();
  const t = words.search;
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  /** The query the visitor last submitted: the one the page was opened with, or Enter in its field. */
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE_SIZE);
  // The query the page was opened with (or Enter) is searched at once; typing waits for a pause.
  const state = useSiteSearch(query, limit, words.lang, query === submitted ? 0 : 150);
  const more = useFocusOnAdded(state.status === 'done' ? state.hits.length : 0);
  useFailedSearchRecord(submitted, query, state);

  useEffect(() => {
    const opened = new URLSearchParams(window.location.search).get('q') ?? '';
    setQuery(opened);
    setSubmitted(opened);
  }, []);

  const onChange = (value: string) => {
    setQuery(value);
    setLimit(PAGE_SIZE);
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
  };

  // Until the island runs (no JavaScript, or a connection that failed to load it) the page offers its site map.
  if (!hydrated) return <p className="alert alert--info">{t.needsJavaScript}</p>;

  return (
    <div className="search-results">
      <SearchForm query={query} onChange={onChange} onSubmit={() => setSubmitted(query)} />
      <p role="status" className="search-results__status">
        {searchStatus(state, words)}
      </p>
      {state.status === 'done' && state.elsewhere.length > 0 && <Elsewhere hints={state.elsewhere} />}
      {state.status === 'done' && state.hits.length > 0 && <ResultList hits={state.hits} listRef={more.list} />}
      {state.status === 'done' && state.total > state.hits.length && (
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              more.expectFrom(state.hits.length);
              setLimit(state.hits.length + PAGE_SIZE);
            }}
          >
            {t.more}
          </button>
        </p>
      )}
      {state.status === 'done' && state.total === 0 && (
        <WayOn suggestion={state.suggestion} groups={groups} onSearch={onChange} />
      )}
    </div>
  );
}

/** After 'more', focus goes to the first result added, so keyboard and screen-reader users carry on from there. */
function useFocusOnAdded(hitCount: number) {
  const list = useRef<HTMLOListElement>(null);
  const firstAdded = useRef<number | null>(null);

  useEffect(() => {
    const index = firstAdded.current;
    if (index === null || hitCount <= index) return;
    firstAdded.current = null;
    list.current?.querySelectorAll('a')[index]?.focus();
  }, [hitCount]);

  return {
    list,
    /** Called as more results are asked for: the first of them, at `index`, takes focus when it is there. */
    expectFrom: (index: number) => {
      firstAdded.current = index;
    },
  };
}

/** The page's own search field: the results follow as the visitor types; Enter submits what is typed. */
function SearchForm({
  query,
  onChange,
  onSubmit,
}: {
  query: string;
  onChange: (query: string) => void;
  onSubmit: () => void;
}) {
  const id = useId();
  const words = useFrameWords();
  return (
    <form
      role="search"
      action={SEARCH_PAGE[words.lang]}
      method="get"
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={`${id}-q`}>{words.search.label}</label>
      <div className="search-form__row">
        <input
          id={`${id}-q`}
          className="input"
          type="search"
          name="q"
          autoComplete="off"
          value={query}
          onFocus={preloadSearch}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
    </form>
  );
}

/** The pages found, each with its title as a link, whether it is a news item, and the excerpt that matched. */
function ResultList({ hits, listRef }: { hits: SearchHit[]; listRef: RefObject<HTMLOListElement | null> }) {
  const words = useFrameWords();
  return (
    <ol ref={listRef} className="search-results__list" aria-label={words.search.results}>
      {hits.map((hit) => {
        const label = hitLabel(hit, words);
        const lang = langIfOther(hitLang(hit), words);
        return (
          <li key={hit.url}>
            <h2 className="search-results__title">
              <a href={hit.url} hrefLang={lang} lang={lang}>
                {hit.title}
              </a>
            </h2>
            {label && <p className="search-results__kind">{label}</p>}
            <p className="search-results__excerpt" lang={lang}>
              <Excerpt parts={hit.excerpt} />
            </p>
          </li>
        );
      })}
    </ol>
  );
}

function Elsewhere({ hints }: { hints: ElsewhereHint[] }) {
  const words = useFrameWords();
  // The hints are written in Polish.
  const polish = polishIn(words);
  return (
    <section className="search-results__elsewhere alert alert--info" aria-labelledby="search-elsewhere">
      <h2 id="search-elsewhere" className="search-results__elsewhere-title">
        {words.search.elsewhere}
      </h2>
      {hints.map((hint) => (
        <p key={`${hint.link}-${hint.name}`}>
          <span lang={polish}>
            <strong>{hint.name}.</strong> {hint.text}
          </span>{' '}
          <a className="external-link" href={hint.link} target="_blank" rel="noopener">
            <span lang={polish}>{hint.linkText}</span>
            <span className="visually-hidden"> ({words.newTab})</span>
          </a>
        </p>
      ))}
    </section>
  );
}

/** What the page offers when nothing was found. */
function WayOn({
  suggestion,
  groups,
  onSearch,
}: {
  suggestion?: string;
  groups: BrowseGroup[];
  onSearch: (query: string) => void;
}) {
  const words = useFrameWords();
  const t = words.search;
  const polish = polishIn(words);
  return (
    <div className="search-results__way-on">
      {suggestion && (
        <p className="search-results__suggestion">
          {t.didYouMean.before}{' '}
          <a
            href={resultsPage(suggestion, words.lang)}
            onClick={(event) => {
              event.preventDefault();
              onSearch(suggestion);
            }}
          >
            {suggestion}
          </a>
          {t.didYouMean.after}
        </p>
      )}
      <p>
        <a className="button" href={SELF_CHECK} hrefLang={polish}>
          {t.selfCheck}
          {polish && <span className="visually-hidden">{` (${words.inPolish})`}</span>}
        </a>
      </p>
      <p>{t.browse}</p>
      <div className="search-results__groups">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`search-group-${group.id}`}>
            <h2 id={`search-group-${group.id}`}>{group.title}</h2>
            <ul>
              {group.entries.map((entry) => (
                <li key={entry.link}>
                  <a href={entry.link} hrefLang={entry.hreflang}>
                    {entry.lang ? <span lang={entry.lang}>{entry.title}</span> : entry.title}
                    {entry.hreflang && <span className="visually-hidden">{` (${words.inPolish})`}</span>}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p>
        {t.call} <a href={telHref(centre.phone)}>{centre.phone}</a>
      </p>
    </div>
  );
}
