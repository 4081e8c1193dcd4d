import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CentreError, parseCentreFile, selectedCentre } from './centre-files.ts';
import { centrePages } from './centre-pages.ts';
import { moduleSource, withPlaceholders } from './modules.ts';

const project = join(import.meta.dirname, '..', '..', '..');
const FILE = 'centres/test/centre.yaml';
const centreYaml = readFileSync(join(project, 'centres', 'nowy-tomysl', 'centre.yaml'), 'utf8');
/** The default centre's file with one line replaced. */
const withLine = (from: RegExp, to: string) => {
  expect(centreYaml).toMatch(from);
  return centreYaml.replace(from, to);
};
const refusal = (text: string) => {
  try {
    parseCentreFile('centre.yaml', text, FILE);
  } catch (error) {
    if (error instanceof CentreError) return error.message;
    throw error;
  }
  throw new Error('accepted');
};

describe('a centre’s data file', () => {
  it('is read with its examples unwrapped, each example’s field listed', () => {
    const { data, examples } = parseCentreFile('centre.yaml', centreYaml, FILE);
    expect(data.phone).toBe('+48 61 000 00 00');
    expect(data.accessibility.websitePublished).toBe('');
    expect(examples).toEqual(expect.arrayContaining(['phone', 'address.street', 'accessibility.websitePublished']));
    expect(examples).not.toContain('name');
  });

  it.each([
    ['a missing field', withLine(/^email: .*\n/m, ''), 'pole „email”: brakuje tego pola'],
    ['a malformed phone', withLine(/^phone: .*$/m, 'phone: 61 000 00'), 'pole „phone”: ma być numerem telefonu'],
    [
      'a malformed e-mail',
      withLine(/^email: .*$/m, 'email: sekretariat.ops.pl'),
      'pole „email”: ma być adresem e-mail',
    ],
    [
      'an address without https',
      withLine(/^bipUrl: .*$/m, 'bipUrl: http://bip.ops.pl'),
      'pole „bipUrl”: ma być adresem strony od https://',
    ],
    [
      'a phone of a section',
      withLine(/phone: PRZYKŁAD \+48 61 000 00 03/, 'phone: +48 61'),
      'pole „sections.familyBenefits.phone”',
    ],
    ['an unknown field', `${centreYaml}\nfax: '+48 61 000 00 00'\n`, 'nieznane pole „fax”'],
  ])('stops the build on %s, naming the file and the field in Polish', (_what, text, message) => {
    const said = refusal(text);
    expect(said).toContain(`${FILE}: popraw dane ośrodka:`);
    expect(said).toContain(message);
  });

  it('names the line of a file that is not YAML', () => {
    expect(refusal('name: [Ośrodek\n')).toMatch(
      /^centres\/test\/centre\.yaml \(wiersz \d+\): plik nie jest poprawnym YAML-em/,
    );
  });

  it('becomes a module whose examples are registered as placeholders, as the data was written before', () => {
    expect(withPlaceholders({ phone: '+48 1', name: 'OPS', rooms: ['pokój 1'] }, new Set(['phone', 'rooms.0']))).toBe(
      '{"phone":placeholder("+48 1"),"name":"OPS","rooms":[placeholder("pokój 1")]}',
    );
  });
});

describe('a centre’s colours', () => {
  const theme = readFileSync(join(project, 'centres', 'nowy-tomysl', 'theme.yaml'), 'utf8');

  it('are read when every text on its background has WCAG AA contrast', () => {
    expect(parseCentreFile('theme.yaml', theme, 'centres/test/theme.yaml').data.light.primary).toBe('#0b4f8a');
  });

  it('stop the build when one fails, naming the theme and the token to change', () => {
    const pale = theme.replace("  primary: '#0b4f8a'", "  primary: '#7fa7c9'");
    expect(() => parseCentreFile('theme.yaml', pale, 'centres/test/theme.yaml')).toThrow(
      /^centres\/test\/theme\.yaml: za mały kontrast kolorów:\n {2}light\.primary: #7fa7c9 na bg \(#ffffff\) ma kontrast 2,\d\d:1, a musi mieć co najmniej 4,5:1 \(WCAG AA\) – zmień light\.primary albo light\.bg\./,
    );
  });
});

describe('the selected centre and its pages', () => {
  const root = mkdtempSync(join(tmpdir(), 'ops-centres-'));
  const write = (file: string, text = '---\ntitle: Strona\n---\n') => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write('centres/gmina-a/centre.yaml', 'name: A\n');
  write('centres/gmina-b/centre.yaml', 'name: B\n');
  write('content/pages/zasilek-staly.mdx');
  write('content/pages/wielka-karta.mdx');
  write('content/pages/uk/zasilek-staly.mdx');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is CENTRE, or the default; an unknown one stops at once, listing the centres', () => {
    expect(selectedCentre(root, { CENTRE: 'gmina-b' })).toBe('gmina-b');
    expect(() => selectedCentre(root, { CENTRE: 'gmina-c' })).toThrow(
      'CENTRE=gmina-c: nie ma takiego ośrodka (folderu centres/gmina-c/ z plikiem centre.yaml). Ośrodki w projekcie: gmina-a, gmina-b.',
    );
    expect(() => selectedCentre(root, {})).toThrow('CENTRE=nowy-tomysl: nie ma takiego ośrodka');
  });

  it('are the shared pages less the hidden ones, and its own', () => {
    write('centres/gmina-a/pages/klub-seniora.mdx');
    expect(centrePages(root, 'gmina-a', ['wielka-karta'])).toEqual({
      shared: ['uk/zasilek-staly', 'zasilek-staly'],
      own: ['klub-seniora'],
      patterns: ['content/pages/**/*.mdx', '!content/pages/wielka-karta.mdx', 'centres/gmina-a/pages/**/*.mdx'],
    });
  });

  it('stop the build when a page of the centre takes a shared page’s address, naming both files', () => {
    write('centres/gmina-b/pages/zasilek-staly.mdx');
    expect(() => centrePages(root, 'gmina-b', [])).toThrow(
      'centres/gmina-b/pages/zasilek-staly.mdx: ma ten sam adres /zasilek-staly co strona wspólna content/pages/zasilek-staly.mdx',
    );
  });

  it('stop the build when the centre’s amounts take a national group’s name, naming the file', () => {
    write('centres/gmina-a/amounts.yaml', 'incomeCriterion:\n  single: { zloty: 1 }\n');
    expect(() => moduleSource({ root, id: 'gmina-a', publicDir: '' }, 'amounts', '')).toThrow(
      'centres/gmina-a/amounts.yaml: grupy „incomeCriterion” nazywają się jak grupy kwot krajowych',
    );
  });

  it('stop the build when a hidden page does not exist, naming the file and the field', () => {
    expect(() => centrePages(root, 'gmina-a', ['karta-innego-wojewodztwa'])).toThrow(
      'centres/gmina-a/centre.yaml: pole „hiddenPages”: nie ma strony wspólnej „karta-innego-wojewodztwa” (content/pages/karta-innego-wojewodztwa.mdx)',
    );
  });
});
