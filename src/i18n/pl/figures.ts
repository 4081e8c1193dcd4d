/**
 * What the pages and the self-check say beside an amount (src/domain/amounts/amount-lookup.ts): since when the value
 * shown applies, and the next value when it is due within 60 days. The Ukrainian pages have them in
 * `../uk/figures.ts`. A Polish date in words takes 'r.' after the year; a Ukrainian one has its 'р.' already.
 */
export const figureWords = {
  lang: 'pl' as const,
  validity: 'obowiązuje od {date} r.',
  announcement: 'od {date} r.: {amount}',
};
