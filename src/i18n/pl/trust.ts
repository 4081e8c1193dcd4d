/**
 * What residents read about the pages' changes and urgent notices (issue 47): the lists of changes (`/zmiany`, a
 * page's own list) and their feed, and the heading of a notice ('Komunikat'). The Ukrainian pages' words are in
 * `../uk/trust.ts`; `/zmiany` itself is Polish.
 */
export const trustWords = {
  lang: 'pl' as const,
  changes: {
    title: 'Zmiany na stronie',
    pageTitle: 'Zmiany na stronie – strona {page}',
    description: 'Ważne zmiany stron serwisu ośrodka, od najnowszej: data, strona i opis zmiany.',
    /** The list of one page's changes. */
    ofPage: 'Zmiany strony: {title}',
    ofPageDescription: 'Ważne zmiany strony „{title}”, od najnowszej.',
    published: 'Strona opublikowana {date}.',
    none: 'Nie ma jeszcze ważnych zmian.',
    feed: 'Kanał Atom ze zmianami',
    feedNote: '– nowe zmiany w czytniku kanałów.',
    pages: 'Strony listy zmian',
    all: 'Wszystkie zmiany na stronie',
  },
  notice: {
    /** Before the notice's title in its heading, which names its region. */
    heading: 'Komunikat',
  },
};
