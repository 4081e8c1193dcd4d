import './search.scss';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { centre, telHref } from '../../domain/centre/centre.ts';
import { strings } from '../../i18n/strings.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { preloadSearch, useSiteSearch, type SearchState } from './use-site-search.ts';
import { Excerpt } from './Excerpt.tsx';
import { newsLabel, resultsPage, SELF_CHECK } from './labels.ts';
import { SearchIcon } from '../shared/icons.tsx';

const t = strings.search;
const SUGGESTIONS = 5;

/** One entry of the list: what it shows and what choosing it does. */
interface Option {
  key: string;
  content: ReactNode;
  choose: () => void;
  modifier?: 'all' | 'hint' | 'help';
}

/**
 * The header's search box: a combobox listing, as you type, what the results page lists first (the same search,
 * in the same order): things handled by another office, then the matching pages with title and excerpt. When
 * nothing matches it offers a close spelling, the self-check and the centre's phone number. Arrow keys move
 * through the list, Enter opens the chosen entry or, with none chosen, the results page; Escape closes the list.
 * Without JavaScript it is a plain form that opens the results page.
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

  const go = (url: string) => {
    window.location.href = url;
  };
  const search = (text: string) => {
    if (input.current) input.current.value = text;
    setQuery(text);
    setActive(-1);
  };

  const options = optionsFor(state, query, { go, search });
  const showList = hydrated && expanded && query.trim() !== '';
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // The list scrolls when it is longer than the screen allows: the option the arrow keys reach comes into view.
  useEffect(() => {
    if (showList && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

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
      options[active]!.choose();
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
        // The list exists once the box works (it is of no use before), which keeps it out of every page's HTML.
        aria-controls={hydrated ? listId : undefined}
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
      {hydrated && (
        <div className="search-box__popup" hidden={!showList}>
          {(state.status !== 'done' || state.hits.length === 0) && (
            <p className="search-box__message" aria-hidden="true">
              {status}
            </p>
          )}
          <ul id={listId} role="listbox" aria-label={t.results} className="search-box__list">
            {options.map((option, index) => (
              <li
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Focusable (never in the tab order), like the options the arrow keys move through: the scrolling
                // list is then one keyboard users can reach, as axe checks (scrollable-region-focusable).
                tabIndex={-1}
                className={
                  option.modifier ? `search-box__option search-box__option--${option.modifier}` : 'search-box__option'
                }
                // mousedown keeps focus in the input so the list does not close before the click lands
                onMouseDown={(event) => event.preventDefault()}
                onClick={option.choose}
              >
                {option.content}
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* What a screen reader hears as the list changes; only the working box has anything to say. */}
      {hydrated && (
        <p className="visually-hidden" role="status">
          {status}
        </p>
      )}
    </form>
  );
}

/**
 * The entries of the list: hints for things handled elsewhere and the pages found, or, when nothing was found,
 * the way on (a close spelling, the self-check, the phone number); the results page last.
 */
function optionsFor(
  state: SearchState,
  query: string,
  actions: { go: (url: string) => void; search: (text: string) => void },
): Option[] {
  const options: Option[] = [];
  if (state.status === 'done') {
    for (const hint of state.elsewhere) {
      options.push({
        key: `hint-${hint.link}-${hint.name}`,
        modifier: 'hint',
        // Another office's page opens in a new tab, as every link to another site does.
        choose: () => window.open(hint.link, '_blank', 'noopener'),
        content: (
          <>
            <span className="search-box__title">{hint.name}</span>
            <span className="search-box__excerpt">
              {hint.text} <span className="search-box__link">{hint.linkText}</span>
              <span className="visually-hidden"> ({strings.newTab})</span>
            </span>
          </>
        ),
      });
    }
    for (const hit of state.hits) {
      const label = newsLabel(hit);
      options.push({
        key: hit.url,
        choose: () => actions.go(hit.url),
        content: (
          <>
            <span className="search-box__title">{hit.title}</span>
            {label && <span className="search-box__kind">{label}</span>}
            <span className="search-box__excerpt">
              <Excerpt parts={hit.excerpt} />
            </span>
          </>
        ),
      });
    }
    if (state.total === 0) {
      const { suggestion } = state;
      if (suggestion) {
        options.push({
          key: 'suggestion',
          modifier: 'help',
          choose: () => actions.search(suggestion),
          content: t.didYouMeanOption(suggestion),
        });
      }
      options.push({ key: 'self-check', modifier: 'help', choose: () => actions.go(SELF_CHECK), content: t.selfCheck });
      options.push({
        key: 'phone',
        modifier: 'help',
        choose: () => actions.go(telHref(centre.phone)),
        content: t.callOption(centre.phone),
      });
    }
  }
  options.push({ key: 'all', modifier: 'all', choose: () => actions.go(resultsPage(query)), content: t.allResults });
  return options;
}
