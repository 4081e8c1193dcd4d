import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { centreIds, readCentreFile } from '../../src/integrations/centre/centre-files.ts';
import type { CentreData } from '../../src/domain/centre/schema.ts';

/**
 * Everything national is shared and single (issue 46, point 2): no shared file may hold a fact of any centre. The
 * facts are read from every centre's centre.yaml, so a second centre is guarded the day its folder is added.
 */
const root = join(import.meta.dirname, '..', '..');

/** The words several forms of a name share ('Tomyśl' of Nowy Tomyśl, Nowego Tomyśla, Nowym Tomyślu). */
function sharedStem(forms: string[]): string[] {
  const lastWords = forms.map((form) => form.toLocaleLowerCase('pl-PL').split(/\s+/).at(-1) ?? '');
  let stem = lastWords[0] ?? '';
  for (const word of lastWords) while (!word.startsWith(stem)) stem = stem.slice(0, -1);
  return stem.length >= 5 ? [stem] : [];
}

/** A centre's facts: its names, town, address, numbers, addresses and region, less the examples every centre has. */
function factsOf(data: CentreData, examples: readonly string[]): string[] {
  const exampleValues = new Set(examples);
  const { address, town, mayor, voivodeship } = data;
  const values = [
    data.name,
    data.nameGenitive,
    data.nameInUkrainian.nominative,
    data.nameInUkrainian.genitive,
    data.shortName,
    address.street,
    address.city,
    ...Object.values(town),
    data.municipality,
    ...Object.values(mayor),
    ...Object.values(voivodeship),
    data.phone,
    data.smsPhone,
    data.email,
    data.website,
    data.eDeliveryAddress,
    data.bipUrl,
    data.socialMedia.url,
    ...Object.values(data.sections).map((section) => section.phone),
    data.dataProtectionOfficer.email,
    data.dataProtectionDeputy.email,
    data.accessibility.email,
  ];
  return [
    ...new Set([
      ...values.filter((value) => !exampleValues.has(value) && value.length >= 5),
      ...sharedStem([town.nominative, town.genitive, town.locative]),
      ...sharedStem([voivodeship.name, voivodeship.region, voivodeship.adjective]),
    ]),
  ];
}

/** The facts `text` holds, compared without case. */
function factsIn(text: string, facts: readonly string[]): string[] {
  const folded = text.toLocaleLowerCase('pl-PL');
  return facts.filter((fact) => folded.includes(fact.toLocaleLowerCase('pl-PL')));
}

const filesUnder = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));

/** The shared files: the pages, the search words, the code (its document registry among it) and the editor. */
const sharedFiles = [
  ...filesUnder('content/pages'),
  'content/search.yaml',
  ...filesUnder('src').filter((file) => /\.(ts|tsx|astro|scss|mdx?)$/.test(file)),
  'keystatic.config.ts',
];

function centreFacts(): { centre: string; facts: string[] }[] {
  return centreIds(root).map((centre) => {
    const { data, examples } = readCentreFile(root, centre, 'centre.yaml');
    const exampleValues = examples.map(
      (path) =>
        path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], data) as string,
    );
    return { centre, facts: factsOf(data, exampleValues) };
  });
}

describe('a centre’s facts', () => {
  it('are its names, town, street, numbers and region, not its examples', () => {
    const { data, examples } = readCentreFile(root, 'nowy-tomysl', 'centre.yaml');
    const facts = factsOf(data, [data.phone, data.address.street]);
    expect(facts).toEqual(
      expect.arrayContaining(['Nowym Tomyślu', 'tomyśl', 'wielkopolsk', 'nowotomyski', 'Wojewoda Wielkopolski']),
    );
    expect(facts).not.toContain(data.phone);
    expect(examples).toContain('address.street');
  });

  it('are found in a text that holds one, whatever its case or form', () => {
    const facts = ['tomyśl', 'wielkopolsk', 'ul. Długa 5'];
    expect(factsIn('Program „Wielkopolska Karta Rodziny”', facts)).toEqual(['wielkopolsk']);
    expect(factsIn('Przyjmujemy przy UL. DŁUGA 5 w Nowym Tomyślu.', facts)).toEqual(['tomyśl', 'ul. Długa 5']);
    expect(factsIn('Zasiłek stały wynosi 1229 zł.', facts)).toEqual([]);
  });
});

describe('the shared files', () => {
  it('hold no fact of any centre (it belongs in centres/<id>/: a field, a slot or a page of its own)', () => {
    const centres = centreFacts();
    expect(centres.map(({ centre }) => centre)).toContain('nowy-tomysl');
    const found = sharedFiles.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return centres.flatMap(({ centre, facts }) =>
        factsIn(text, facts).map((fact) => `${file}: „${fact}” (${centre})`),
      );
    });
    expect(found).toEqual([]);
  });
});
