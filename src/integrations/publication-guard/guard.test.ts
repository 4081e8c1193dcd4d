import { describe, expect, it } from 'vitest';
import { placeholder, placeholdersIn } from '../../domain/centre/placeholder.ts';
import { centre } from '../../domain/centre/centre.ts';
import { unfilledMessage } from './index.ts';

describe('placeholders', () => {
  it('finds every example value by its path, in objects and arrays', () => {
    const data = {
      name: 'Ośrodek',
      address: { street: placeholder('ul. Testowa 9') },
      sections: [{ phone: placeholder('+48 00 000 00 99') }, { phone: '+48 61 111 11 11' }],
    };
    expect(placeholdersIn(data)).toEqual(['address.street', 'sections.0.phone']);
  });

  it('reads as plain example text, never as a token in braces', () => {
    const values = JSON.stringify(centre);
    expect(values).not.toMatch(/\{[^"}]*\}/);
    expect(values).not.toContain('PLACEHOLDER');
  });

  it('stops a production build with a Polish message naming each file and field', () => {
    expect(
      unfilledMessage([
        { file: 'centres/nowy-tomysl/centre.yaml', paths: ['phone', 'address.street'] },
        { file: 'centres/nowy-tomysl/staff.yaml', paths: [] },
      ]),
    ).toBe(
      [
        'Nie można opublikować strony: te dane są jeszcze przykładowe i trzeba je uzupełnić (wpisz prawdziwą wartość w miejsce „PRZYKŁAD …”):',
        '  centres/nowy-tomysl/centre.yaml: phone, address.street',
        'Do podglądu i testów zbuduj stronę z ustawieniem PLACEHOLDERS_ALLOWED=1 (robią to npm start i npm test).',
      ].join('\n'),
    );
    expect(unfilledMessage([{ file: 'centres/nowy-tomysl/centre.yaml', paths: [] }])).toBeNull();
  });

  it('finds the centre’s example data today, so a production build would stop', () => {
    expect(placeholdersIn(centre)).toEqual(
      expect.arrayContaining(['address.street', 'accessibility.building.entrance']),
    );
  });
});
