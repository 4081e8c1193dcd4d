import './search.scss';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { strings } from '../../data/strings.ts';
import { preloadSearch } from '../../lib/search.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSiteSearch } from './use-site-search.ts';
import { Excerpt } from './Excerpt.tsx';

const t = strings.search;
const SUGGESTIONS = 5;

function SearchIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" strokeLinecap="round" />
    </svg>
  );
}

function resultsPage(query: string): string {
  return `/szukaj?q=${encodeURIComponent(query.trim())}`;
}

/**
 * The header's search box: a combobox listing matching pages as you type (title and excerpt).
 * Arrow keys move through the suggestions, Enter opens the chosen page or, with none chosen, the results
 * page; Escape closes the list. Without JavaScript it is a plain form that opens the results page.
 */
export function SearchBox({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const id = useId();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const state = useSiteSearch(query, SUGGESTIONS);

  // The header hydrates when the visitor reaches for it, so they may have typed already: the input is left
  // uncontrolled and what it holds is adopted, with the suggestions shown if they are still typing.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (!typed) return;
    setQuery(typed);
    if (document.activeElement === input.current) {
      setExpanded(true);
      preloadSearch();
    }
  }, []);

  const hits = state.status === 'done' ? state.hits : [];
  // The last option opens the full results page.
  const options = [...hits.map((hit) => hit.url), resultsPage(query)];
  const showList = hydrated && expanded && query.trim() !== '';
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (url: string) => {
    window.location.href = url;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!query.trim()) return;
      event.preventDefault();
      setExpanded(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => {
        if (step === 1) return index + 1 >= options.length ? 0 : index + 1;
        return index <= 0 ? options.length - 1 : index - 1;
      });
    } else if (event.key === 'Enter' && showList && active >= 0 && active < options.length) {
      event.preventDefault();
      go(options[active]!);
    } else if (event.key === 'Escape') {
      if (showList) event.preventDefault();
      setExpanded(false);
      setActive(-1);
    }
  };

  let status = '';
  if (showList && state.status === 'loading') status = t.loading;
  if (showList && state.status === 'done') status = state.total === 0 ? t.none : t.count(state.total);
  if (showList && state.status === 'error') status = t.unavailable;

  return (
    <form
      role="search"
      action="/szukaj"
      method="get"
      className={className ? `search-box ${className}` : 'search-box'}
      onSubmit={(event) => {
        if (!query.trim()) {
          event.preventDefault();
          input.current?.focus();
        }
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t.label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="search-box__input"
        type="search"
        name="q"
        autoComplete="off"
        placeholder={t.placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 && active < options.length ? optionId(active) : undefined}
        onFocus={preloadSearch}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setExpanded(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setExpanded(false)}
      />
      <button type="submit" className="search-box__submit">
        <SearchIcon />
        <span className="visually-hidden">{t.submit}</span>
      </button>
      <div className="search-box__popup" hidden={!showList}>
        {(state.status !== 'done' || hits.length === 0) && (
          <p className="search-box__message" aria-hidden="true">
            {status}
          </p>
        )}
        <ul id={listId} role="listbox" aria-label={t.results} className="search-box__list">
          {hits.map((hit, index) => (
            <li
              key={hit.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search-box__option"
              // mousedown keeps focus in the input so the list does not close before the click lands
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(hit.url)}
            >
              <span className="search-box__title">{hit.title}</span>
              <span className="search-box__excerpt">
                <Excerpt parts={hit.excerpt} />
              </span>
            </li>
          ))}
          <li
            id={optionId(hits.length)}
            role="option"
            aria-selected={active === hits.length}
            className="search-box__option search-box__option--all"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(resultsPage(query))}
          >
            {t.allResults}
          </li>
        </ul>
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </form>
  );
}
