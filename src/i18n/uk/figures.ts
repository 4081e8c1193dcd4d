/** What the Ukrainian pages say beside an amount: the words of `../pl/figures.ts`, in Ukrainian. */
import type { figureWords as polish } from '../pl/figures.ts';
import type { Translation } from '../translation.ts';

export const figureWords: Translation<typeof polish> = {
  lang: 'uk',
  validity: 'діє з {date}',
  announcement: 'з {date}: {amount}',
};
