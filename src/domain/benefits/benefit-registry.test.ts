import { describe, expect, it } from 'vitest';
import { registryProblems, timelineIdsOf, type RegistryInputs } from './benefit-registry.ts';

const guide = {
  section: 'socialAssistance' as const,
  kind: 'centreDecision' as const,
  ways: ['Osobiście.'],
  bring: ['wniosek.'],
  next: ['Decyzja.'],
  deadline: 'Zawsze.',
};

const sound: RegistryInputs = {
  benefits: { '/bon-senioralny': { guide, amounts: ['seniorVoucher'], timeline: ['seniorVoucher.applications2027'] } },
  pages: [{ route: '/bon-senioralny', body: 'Bon wynosi <Amount id="seniorVoucher.amount" />.\n\n<HowToApply />' }],
  amountGroups: ['seniorVoucher'],
  timelineIds: ['seniorVoucher.applications2027'],
};

describe('the benefits registry against the pages', () => {
  it('accepts a page with its entry, guide, amounts and window', () => {
    expect(registryProblems(sound)).toEqual([]);
  });

  it('names an entry without its page, and a page that shows a guide nobody wrote', () => {
    expect(registryProblems({ ...sound, pages: [{ route: '/zasilek-staly', body: '<HowToApply />' }] })).toEqual([
      'src/domain/benefits/bon-senioralny.ts: nie ma strony content/pages/bon-senioralny.mdx – usuń wpis albo dodaj stronę.',
      'content/pages/zasilek-staly.mdx: <HowToApply /> nie ma opisu – dodaj pole guide we wpisie src/domain/benefits/zasilek-staly.ts.',
    ]);
  });

  it('names a guide that its page does not show', () => {
    const page = { route: '/bon-senioralny', body: 'Bon wynosi <Amount id="seniorVoucher.amount" />.' };
    expect(registryProblems({ ...sound, pages: [page] })).toEqual([
      'src/domain/benefits/bon-senioralny.ts: opis „Jak złożyć wniosek” nie jest pokazany – wstaw <HowToApply /> na stronie content/pages/bon-senioralny.mdx.',
    ]);
  });

  it('names amounts and windows that do not exist or do not belong', () => {
    const benefit = { guide, amounts: ['seniorVoucher', 'nothing', 'incomeCriterion'], timeline: ['seniorVoucher.x'] };
    expect(
      registryProblems({
        ...sound,
        benefits: { '/bon-senioralny': benefit },
        amountGroups: ['seniorVoucher', 'incomeCriterion'],
      }),
    ).toEqual([
      'src/domain/benefits/bon-senioralny.ts: nie ma grupy kwot „nothing” w src/domain/amounts/.',
      'src/domain/benefits/bon-senioralny.ts: strona content/pages/bon-senioralny.mdx nie podaje żadnej kwoty z grupy „incomeCriterion” – usuń ją z wpisu.',
      'src/domain/benefits/bon-senioralny.ts: nie ma terminu „seniorVoucher.x” w src/domain/timeline/timeline.ts.',
    ]);
  });

  it('names a centre’s own page by its file in the centre’s folder', () => {
    const page = {
      route: '/karta-duzej-rodziny-gminy',
      body: 'Karta gminna.\n\n<HowToApply />',
      file: 'centres/nowy-tomysl/pages/karta-duzej-rodziny-gminy.mdx',
    };
    expect(registryProblems({ ...sound, pages: [...sound.pages, page] })).toEqual([
      'centres/nowy-tomysl/pages/karta-duzej-rodziny-gminy.mdx: <HowToApply /> nie ma opisu – dodaj pole guide we wpisie src/domain/benefits/karta-duzej-rodziny-gminy.ts.',
    ]);
  });

  it('reads the timeline’s ids', () => {
    expect(timelineIdsOf({ a: { x: {}, y: {} }, b: { z: {} } })).toEqual(['a.x', 'a.y', 'b.z']);
  });
});
