import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCentreFile } from '../../src/integrations/centre/centre-files.ts';
import { centreFacts, factsIn, factsOf } from '../../scripts/lib/centre-facts.ts';

/**
 * Everything national is shared and single (issue 46, point 2): no shared file may hold a fact of any centre. The
 * facts are read from every centre's centre.yaml, so a second centre is guarded the day its folder is added.
 */
const root = join(import.meta.dirname, '..', '..');

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
    const centres = centreFacts(root);
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
