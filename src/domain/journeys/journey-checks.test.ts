import { describe, expect, it } from 'vitest';
import { journeyProblems, type JourneyInputs } from './journey-checks.ts';
import { amount, t } from './text.ts';
import type { Journey, JourneyStep } from './types.ts';

const step: JourneyStep = {
  title: 'Złóż wniosek o zasiłek',
  who: { centre: 'socialAssistance' },
  text: [t`Zasiłek wynosi ${amount('permanentAllowance.max')}.`],
  apply: 'centreDecision',
  links: ['/zasilek-staly'],
};

function inputs(journey: Journey, pages = ['/zasilek-staly']): JourneyInputs {
  return {
    journeys: { '/krok-po-kroku-test': journey },
    pages: [
      { route: '/krok-po-kroku-test', body: 'Wstęp.\n\n<Journey />' },
      ...pages.map((route) => ({ route, body: 'Treść.' })),
    ],
    amountIds: ['permanentAllowance.max'],
    sections: ['socialAssistance'],
  };
}

const where = 'src/domain/journeys/krok-po-kroku-test.ts, krok 2 („Złóż wniosek o zasiłek”)';

describe('journeyProblems', () => {
  it('passes a journey whose steps name pages, amounts, ways and offices that exist', () => {
    const journey: Journey = {
      steps: [
        step,
        { ...step, logic: 'or', who: 'zus', links: undefined, elsewhere: { href: 'https://www.zus.pl', text: 'ZUS' } },
      ],
    };
    expect(journeyProblems(inputs(journey))).toEqual([]);
  });

  it('names the journey and the step of a link to no page, an unknown amount, way to apply, section or office', () => {
    const wrong = {
      ...step,
      text: [t`Zasiłek wynosi ${amount('permanentAllowance.min')}.`],
      apply: 'email',
      links: ['/zasilek-staly#kto', '/zasilek-staly-2'],
    } as unknown as JourneyStep;
    const office = { ...step, who: 'court' } as unknown as JourneyStep;
    const section = { ...step, who: { centre: 'library' } } as unknown as JourneyStep;
    expect(journeyProblems(inputs({ steps: [step, wrong, office, section] }))).toEqual([
      `${where}: nie ma kwoty „permanentAllowance.min” w src/domain/amounts/.`,
      `${where}: nie ma strony /zasilek-staly-2 (content/pages/zasilek-staly-2.mdx).`,
      `${where}: nie ma sposobu składania wniosku „email” w rejestrze src/domain/applying/applications.ts.`,
      'src/domain/journeys/krok-po-kroku-test.ts, krok 3 („Złóż wniosek o zasiłek”): nie ma urzędu „court” w src/domain/journeys/offices.ts.',
      'src/domain/journeys/krok-po-kroku-test.ts, krok 4 („Złóż wniosek o zasiłek”): nie ma działu „library” w danych ośrodka (src/domain/centre/centre.ts, sections).',
    ]);
  });

  it('asks each step for a page that explains it, on this site or an official https one', () => {
    const journey: Journey = {
      steps: [
        step,
        { ...step, links: [] },
        { ...step, links: undefined, elsewhere: { href: 'http://zus.pl', text: 'ZUS' } },
      ],
    };
    expect(journeyProblems(inputs(journey))).toEqual([
      `${where}: brak odnośnika do strony, która opisuje ten krok (links albo elsewhere).`,
      'src/domain/journeys/krok-po-kroku-test.ts, krok 3 („Złóż wniosek o zasiłek”): odnośnik http://zus.pl musi zaczynać się od https://.',
    ]);
  });

  it('numbers the first step: it cannot be an "i" or "lub" step', () => {
    expect(journeyProblems(inputs({ steps: [{ ...step, logic: 'and' }] }))).toEqual([
      'src/domain/journeys/krok-po-kroku-test.ts, krok 1 („Złóż wniosek o zasiłek”): pierwszy krok ma numer – nie może być krokiem „i” ani „lub”.',
    ]);
  });

  it('holds a journey and its page together: the page exists and shows the steps, and shown steps exist', () => {
    const base = inputs({ steps: [step] });
    const withoutPage = { ...base, pages: base.pages.slice(1) };
    expect(journeyProblems(withoutPage)).toEqual([
      'src/domain/journeys/krok-po-kroku-test.ts: nie ma strony content/pages/krok-po-kroku-test.mdx – dodaj stronę albo usuń wpis.',
    ]);
    const notShown = {
      ...base,
      pages: [{ route: '/krok-po-kroku-test', body: '<JourneyList />' }, ...base.pages.slice(1)],
    };
    expect(journeyProblems(notShown)).toEqual([
      'src/domain/journeys/krok-po-kroku-test.ts: kroki nie są pokazane – wstaw <Journey /> na stronie content/pages/krok-po-kroku-test.mdx.',
    ]);
    const orphan = { ...base, journeys: {} };
    expect(journeyProblems(orphan)).toEqual([
      'content/pages/krok-po-kroku-test.mdx: <Journey /> nie ma kroków – dodaj plik src/domain/journeys/krok-po-kroku-test.ts.',
    ]);
    expect(journeyProblems({ ...base, journeys: { '/krok-po-kroku-test': { steps: [] } } })).toEqual([
      'src/domain/journeys/krok-po-kroku-test.ts: ścieżka nie ma żadnego kroku.',
    ]);
  });

  it('names a centre’s own page by its file in the centre’s folder', () => {
    const base = inputs({ steps: [step] });
    const ownPage = { route: '/krok-po-kroku-test', body: '<JourneyList />', file: 'centres/jezynowo/pages/krok.mdx' };
    expect(journeyProblems({ ...base, pages: [ownPage, ...base.pages.slice(1)] })).toEqual([
      'src/domain/journeys/krok-po-kroku-test.ts: kroki nie są pokazane – wstaw <Journey /> na stronie centres/jezynowo/pages/krok.mdx.',
    ]);
  });
});
