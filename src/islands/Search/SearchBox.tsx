import './search.scss';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useHydrated } from '../shared/use-hydrated.ts';
import { preloadSearch, useSiteSearch } from './use-site-search.ts';
import { searchStatus } from './labels.ts';
import { SEARCH_PAGE } from '../../domain/search/results-page.ts';
import { optionsFor, type Option } from './suggestion-options.tsx';
import { nextActive } from './active-option.ts';
import { SearchIcon } from '../shared/icons.tsx';
import { useCentreCard, useFrameWords } from '../shared/frame-words.tsx';

const SUGGESTIONS = 5;

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
  const words = useFrameWords();
  const t = words.search;
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const state = useSiteSearch(query, SUGGESTIONS, words.lang);
  useTypedBeforeHydration(input, setQuery, setExpanded);

  const search = (text: string) => {
    if (input.current) input.current.value = text;
    setQuery(text);
    setActive(-1);
  };

  const { phone } = useCentreCard();
  const options = optionsFor(state, query, words, { go, search }, phone);
  const showList = hydrated && expanded && query.trim() !== '';
  const chosen = showList && active >= 0 && active < options.length ? active : -1;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!query.trim()) return;
      event.preventDefault();
      setExpanded(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => nextActive(index, step, options.length));
    } else if (event.key === 'Enter' && chosen >= 0) {
      event.preventDefault();
      options[chosen]!.choose();
    } else if (event.key === 'Escape') {
      if (showList) event.preventDefault();
      setExpanded(false);
      setActive(-1);
    }
  };

  const status = showList ? searchStatus(state, words) : '';

  return (
    <form
      role="search"
      action={SEARCH_PAGE[words.lang]}
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
        aria-controls={hydrated ? `${id}-list` : undefined}
        aria-activedescendant={chosen >= 0 ? optionId(id, chosen) : undefined}
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
        <Suggestions
          id={id}
          options={options}
          active={active}
          shown={showList}
          status={status}
          statusAbove={state.status !== 'done' || state.hits.length === 0}
        />
      )}
    </form>
  );
}

const optionId = (id: string, index: number) => `${id}-option-${index}`;

const go = (url: string) => {
  window.location.href = url;
};

/**
 * The header hydrates when the visitor reaches for it, so they may have typed already: the input is left
 * uncontrolled and what it holds is adopted, with the suggestions shown if they are still typing.
 */
function useTypedBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  setQuery: (query: string) => void,
  setExpanded: (expanded: boolean) => void,
) {
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (!typed) return;
    setQuery(typed);
    if (document.activeElement === input.current) {
      setExpanded(true);
      preloadSearch();
    }
  }, [input, setQuery, setExpanded]);
}

interface SuggestionsProps {
  /** The box's id, which the list's and the options' ids start with. */
  id: string;
  options: Option[];
  active: number;
  shown: boolean;
  /** The state of the search, for screen readers as it changes. */
  status: string;
  /** Whether the status is also shown above the list, while the list has no pages to show. */
  statusAbove: boolean;
}

/**
 * What the working box adds (it is of no use before): the list of suggestions under the box, whose option the
 * arrow keys reach is scrolled into view, and the status a screen reader hears as the list changes.
 */
function Suggestions({ id, options, active, shown, status, statusAbove }: SuggestionsProps) {
  const words = useFrameWords();
  // The list scrolls when it is longer than the screen allows.
  useEffect(() => {
    if (shown && active >= 0) document.getElementById(optionId(id, active))?.scrollIntoView({ block: 'nearest' });
  });

  return (
    <>
      <div className="search-box__popup" hidden={!shown}>
        {statusAbove && (
          <p className="search-box__message" aria-hidden="true">
            {status}
          </p>
        )}
        <ul id={`${id}-list`} role="listbox" aria-label={words.search.results} className="search-box__list">
          {options.map((option, index) => (
            <li
              key={option.key}
              id={optionId(id, index)}
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
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </>
  );
}
