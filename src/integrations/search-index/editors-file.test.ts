import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkPages,
  contentPageRoutes,
  namesOf,
  parseEditorsFile,
  readEditorsFile,
  SearchEditorsFileError,
} from './editors-file.ts';

const root = join(import.meta.dirname, '..', '..', '..');

const valid = `
terms:
  /jednorazowa-zapomoga:
    - becikowe
    - urodzenie dziecka
summaries: [/tekst-latwy-do-czytania]
first:
  - page: /sprawdz-uprawnienia
    when: [ile można zarabiać, kryterium dochodowe]
elsewhere:
  - name: Rodzina 800+
    when: [800 plus, 800+]
    text: Świadczenie wychowawcze przyznaje i wypłaca ZUS.
    link: https://www.gov.pl/web/gov/skorzystaj-z-programu-rodzina-500
    linkText: Rodzina 800+ na gov.pl
`;

describe('the editors’ file for search', () => {
  it('reads terms, summaries, the pages put first and hints', () => {
    expect(parseEditorsFile(valid)).toEqual({
      terms: { '/jednorazowa-zapomoga': ['becikowe', 'urodzenie dziecka'] },
      summaries: ['/tekst-latwy-do-czytania'],
      first: [{ page: '/sprawdz-uprawnienia', when: ['ile można zarabiać', 'kryterium dochodowe'] }],
      elsewhere: [
        {
          name: 'Rodzina 800+',
          when: ['800 plus', '800+'],
          text: 'Świadczenie wychowawcze przyznaje i wypłaca ZUS.',
          link: 'https://www.gov.pl/web/gov/skorzystaj-z-programu-rodzina-500',
          linkText: 'Rodzina 800+ na gov.pl',
        },
      ],
    });
  });

  it.each([
    ['terms:\n  /becikowe: [', /content\/search\.yaml \(wiersz \d+\): plik nie jest poprawnym YAML-em/],
    ['terms:\n  jednorazowa-zapomoga: [becikowe]', /terms → jednorazowa-zapomoga: adres strony zaczyna się ukośnikiem/],
    ['terms:\n  /jednorazowa-zapomoga: becikowe', /terms → \/jednorazowa-zapomoga: hasła strony to lista/],
    ['terms:\n  /jednorazowa-zapomoga: []', /podaj co najmniej jedno hasło/],
    ['terms:\n  /jednorazowa-zapomoga: [b]', /terms → \/jednorazowa-zapomoga → 0: hasło musi mieć co najmniej 2 znaki/],
    ['hasla: {}', /nieznane pole: hasla/],
    [
      valid.replace('https://www.gov.pl', 'http://www.gov.pl'),
      /elsewhere → 0 → link: „link” to pełny adres strony zaczynający się od https:\/\//,
    ],
    [valid.replace('    linkText: Rodzina 800+ na gov.pl\n', ''), /elsewhere → 0 → linkText/],
    [valid.replace('    when: [ile można zarabiać, kryterium dochodowe]\n', ''), /first → 0 → when/],
    [
      valid.replace('  - page: /sprawdz-uprawnienia', '  - page: sprawdz-uprawnienia'),
      /first → 0 → page: adres strony/,
    ],
    [
      valid.replace('text: Świadczenie wychowawcze przyznaje i wypłaca ZUS.', 'text: ZUS'),
      /„text” to jedno pełne zdanie/,
    ],
  ])('refuses %j in Polish, naming the file and the place', (text, message) => {
    expect(() => parseEditorsFile(text)).toThrow(SearchEditorsFileError);
    expect(() => parseEditorsFile(text)).toThrow(message);
  });

  it('stops the build when a term or a page put first is a page that does not exist, naming the file and the term', () => {
    const editors = parseEditorsFile(valid.replace('/jednorazowa-zapomoga', '/jednorazowa-zapomog'));
    const pages = new Set(['/jednorazowa-zapomoga', '/tekst-latwy-do-czytania', '/sprawdz-uprawnienia']);
    expect(() => checkPages(editors, pages)).toThrow(
      'content/search.yaml: hasło „becikowe” prowadzi do strony „/jednorazowa-zapomog”, której nie ma w serwisie. Popraw adres albo usuń wpis.',
    );
    expect(() => checkPages(parseEditorsFile(valid), pages)).not.toThrow();
    pages.delete('/sprawdz-uprawnienia');
    expect(() => checkPages(parseEditorsFile(valid), pages)).toThrow(
      'content/search.yaml: w „first” jest strona „/sprawdz-uprawnienia”, której nie ma w serwisie. Popraw adres albo usuń wpis.',
    );
  });

  it('makes the phrases that put a page first also its names, once each', () => {
    const editors = parseEditorsFile(
      valid.replace('/sprawdz-uprawnienia', '/jednorazowa-zapomoga').replace('ile można zarabiać', 'becikowe'),
    );
    expect(namesOf(editors)).toEqual({
      '/jednorazowa-zapomoga': ['becikowe', 'urodzenie dziecka', 'kryterium dochodowe'],
    });
    expect(editors.terms['/jednorazowa-zapomoga']).toEqual(['becikowe', 'urodzenie dziecka']);
  });

  it('the project’s file is valid and names only pages that exist', () => {
    // The shared file with the default centre's own (centres/nowy-tomysl/search.yaml), as the build reads them.
    const editors = readEditorsFile(root);
    expect(() => checkPages(editors, contentPageRoutes(root))).not.toThrow();
    expect(Object.keys(editors.terms).length).toBeGreaterThan(30);
    expect(editors.first.map((answer) => answer.page)).toEqual([
      '/sprawdz-uprawnienia',
      '/za-zyciem',
      '/krok-po-kroku-urodzenie-dziecka',
      '/krok-po-kroku-opieka-nad-bliska-osoba',
      '/krok-po-kroku-utrata-pracy-lub-dochodu',
      '/krok-po-kroku-oplaty-za-ogrzewanie-i-czynsz',
      '/krok-po-kroku-pomoc-dla-obywateli-ukrainy',
      '/uk/krok-po-kroku-pomoc-dla-obywateli-ukrainy',
      '/krok-po-kroku',
    ]);
    expect(editors.elsewhere.map((hint) => hint.name)).toEqual(
      expect.arrayContaining([
        'Rodzina 800+',
        'Dobry start',
        'Aktywny rodzic',
        'Emerytura i renta',
        'Zasiłek dla bezrobotnych',
        'Orzeczenie o niepełnosprawności',
      ]),
    );
  });
});

describe('readEditorsFile', () => {
  it('stops with a Polish message when the file is missing', () => {
    const project = mkdtempSync(join(tmpdir(), 'ops-no-search-file-'));
    try {
      expect(() => readEditorsFile(project)).toThrow(
        'Brak pliku content/search.yaml: wyszukiwarka potrzebuje go do zbudowania indeksu.',
      );
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
