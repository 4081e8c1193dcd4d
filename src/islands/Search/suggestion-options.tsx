import type { ReactNode } from 'react';
import { telHref } from '../../util/tel.ts';
import type { IslandWords } from '../../i18n/frame.ts';
import { fill } from '../../i18n/message.ts';
import type { SearchState } from './use-site-search.ts';
import { Excerpt } from './Excerpt.tsx';
import { hitLabel, hitLang, langIfOther, resultsPage, SELF_CHECK } from './labels.ts';

/** One entry of the list: what it shows and what choosing it does. */
export interface Option {
  key: string;
  content: ReactNode;
  choose: () => void;
  modifier?: 'all' | 'hint' | 'help';
}

/**
 * The entries of the list: hints for things handled elsewhere and the pages found, or, when nothing was found,
 * the way on (a close spelling, the self-check, the phone number); the results page last. Text in another
 * language than the frame's (a Polish page's title on a Ukrainian page) is marked so.
 */
export function optionsFor(
  state: SearchState,
  query: string,
  words: IslandWords,
  actions: { go: (url: string) => void; search: (text: string) => void },
  phone: string,
): Option[] {
  const t = words.search;
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
            <span className="search-box__title" lang={langIfOther('pl', words)}>
              {hint.name}
            </span>
            <span className="search-box__excerpt">
              <span lang={langIfOther('pl', words)}>
                {hint.text} <span className="search-box__link">{hint.linkText}</span>
              </span>
              <span className="visually-hidden"> ({words.newTab})</span>
            </span>
          </>
        ),
      });
    }
    for (const hit of state.hits) {
      const label = hitLabel(hit, words);
      const lang = langIfOther(hitLang(hit), words);
      options.push({
        key: hit.url,
        choose: () => actions.go(hit.url),
        content: (
          <>
            <span className="search-box__title" lang={lang}>
              {hit.title}
            </span>
            {label && <span className="search-box__kind">{label}</span>}
            <span className="search-box__excerpt" lang={lang}>
              <Excerpt parts={hit.excerpt} />
            </span>
          </>
        ),
      });
    }
    if (state.total === 0) options.push(...wayOn(state.suggestion, words, actions, phone));
  }
  options.push({
    key: 'all',
    modifier: 'all',
    choose: () => actions.go(resultsPage(query, words.lang)),
    content: t.allResults,
  });
  return options;
}

/** When nothing was found: a close spelling, the self-check (a Polish page) and the centre's phone number. */
function wayOn(
  suggestion: string | undefined,
  words: IslandWords,
  actions: { go: (url: string) => void; search: (text: string) => void },
  phone: string,
): Option[] {
  const t = words.search;
  const selfCheckLang = langIfOther('pl', words);
  return [
    ...(suggestion
      ? [
          {
            key: 'suggestion',
            modifier: 'help' as const,
            choose: () => actions.search(suggestion),
            content: fill[words.lang](t.didYouMeanOption, { suggestion }),
          },
        ]
      : []),
    {
      key: 'self-check',
      modifier: 'help',
      choose: () => actions.go(SELF_CHECK),
      content: selfCheckLang ? `${t.selfCheck} (${words.inPolish})` : t.selfCheck,
    },
    {
      key: 'phone',
      modifier: 'help',
      choose: () => actions.go(telHref(phone)),
      content: fill[words.lang](t.callOption, { phone }),
    },
  ];
}
