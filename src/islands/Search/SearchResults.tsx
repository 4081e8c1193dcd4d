import { useEffect, useId, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { strings } from '../../data/strings.ts';
import { useSiteSearch } from './use-site-search.ts';
import { Excerpt } from './Excerpt.tsx';

const t = strings.search;
const MAX_RESULTS = 50;

/** The results page (/szukaj?q=…): a search field and the full list of matching pages. */
export default function SearchResults() {
  const hydrated = useHydrated();
  const id = useId();
  const [query, setQuery] = useState('');
  const state = useSiteSearch(query, MAX_RESULTS, 150);

  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search).get('q') ?? '');
  }, []);

  const onChange = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
  };

  // Until the island runs (no JavaScript, or a connection that failed to load it) the page offers its site map.
  if (!hydrated) return <p className="alert alert--info">{t.needsJavaScript}</p>;

  return (
    <div className="search-results">
      <form role="search" action="/szukaj" method="get" className="search-form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-q`}>{t.label}</label>
        <div className="search-form__row">
          <input
            id={`${id}-q`}
            className="input"
            type="search"
            name="q"
            autoComplete="off"
            value={query}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        </div>
      </form>
      <p role="status" className="search-results__status">
        {state.status === 'loading' && t.loading}
        {state.status === 'done' && (state.total === 0 ? t.none : t.count(state.total))}
        {state.status === 'error' && t.unavailable}
      </p>
      {state.status === 'done' && state.hits.length > 0 && (
        <ol className="search-results__list" aria-label={t.results}>
          {state.hits.map((hit) => (
            <li key={hit.url}>
              <h2 className="search-results__title">
                <a href={hit.url}>{hit.title}</a>
              </h2>
              <p className="search-results__excerpt">
                <Excerpt parts={hit.excerpt} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
