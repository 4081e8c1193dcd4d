import type { ReactNode } from 'react';
import { centre, telHref } from '../../domain/centre/centre.ts';
import { strings } from '../../i18n/strings.ts';
import type { SearchState } from './use-site-search.ts';
import { Excerpt } from './Excerpt.tsx';
import { newsLabel, resultsPage, SELF_CHECK } from './labels.ts';

const t = strings.search;

/** One entry of the list: what it shows and what choosing it does. */
export interface Option {
  key: string;
  content: ReactNode;
  choose: () => void;
  modifier?: 'all' | 'hint' | 'help';
}

/**
 * The entries of the list: hints for things handled elsewhere and the pages found, or, when nothing was found,
 * the way on (a close spelling, the self-check, the phone number); the results page last.
 */
export function optionsFor(
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
