import { describe, expect, it } from 'vitest';
import { editorChoices, parentChoices, routeOfPageFile } from './editor-choices.ts';
import { amountById, formatAmountById } from '../amounts/amount-lookup.ts';
import { centreFact } from '../centre/centre-facts.ts';

describe('the editor’s choices', () => {
  it('names pages by their routes, after "no parent" and the menu groups', () => {
    expect(routeOfPageFile('./content/pages/uk/pomoc-dla-obywateli-ukrainy.mdx')).toBe(
      '/uk/pomoc-dla-obywateli-ukrainy',
    );
    const choices = parentChoices(['./content/pages/zasilek-staly.mdx', './content/pages/pomoc-spoleczna.mdx']);
    expect(choices.map((choice) => choice.value)).toEqual([
      '',
      'formy-pomocy',
      'programy-specjalne',
      'informacje-o-osrodku',
      '/pomoc-spoleczna',
      '/zasilek-staly',
    ]);
  });

  it('offers only values the build accepts', () => {
    expect(editorChoices.amounts.length).toBeGreaterThan(50);
    for (const { value } of editorChoices.amounts) expect(() => amountById(value)).not.toThrow();
    // Named with the value the site shows, e.g. "incomeCriterion.single – 1 010 zł".
    for (const { label, value } of editorChoices.amounts) expect(label).toBe(`${value} – ${formatAmountById(value)}`);
    expect(editorChoices.amounts.find((choice) => choice.value === 'incomeCriterion.single')?.label).toMatch(
      /^incomeCriterion\.single – [\d\u00a0]+\u00a0zł$/,
    );
    expect(editorChoices.centreFacts.map((choice) => choice.value)).toEqual(
      expect.arrayContaining(['name', 'address', 'phone']),
    );
    for (const { value } of editorChoices.centreFacts) expect(() => centreFact(value)).not.toThrow();
    expect(editorChoices.statuses.map((choice) => choice.value)).toContain('heatingVoucher.applications2026');
    expect(editorChoices.documentLists.map((choice) => choice.value)).toContain('klauzule-informacyjne');
  });
});
