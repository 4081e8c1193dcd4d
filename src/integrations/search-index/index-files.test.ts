import { describe, expect, it } from 'vitest';
import { SEARCH_FILES } from '../../domain/search/data.ts';
import { fragmentFiles, searchIndexFiles, vocabularyOf, type RecordToIndex } from './index-files.ts';

const record = (url: string, title: string, text: string, extra: Partial<RecordToIndex> = {}): RecordToIndex => ({
  url,
  shown: { title, text },
  words: text
    .toLocaleLowerCase('pl-PL')
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .map((word) => ({ word, weight: 1 })),
  ...extra,
});

describe('fragmentFiles', () => {
  it('writes a long text in fragments of 48 words, each with the title, in files named by the page', () => {
    const words = Array.from({ length: 100 }, (_, index) => `słowo${index}`);
    const files = new Map(fragmentFiles(record('/aktualnosci/nabor', 'Nabór', words.join(' '))));
    expect([...files.keys()]).toEqual([
      'records/aktualnosci~nabor-0.json',
      'records/aktualnosci~nabor-1.json',
      'records/aktualnosci~nabor-2.json',
    ]);
    expect(JSON.parse(files.get('records/aktualnosci~nabor-1.json')!)).toEqual({
      title: 'Nabór',
      text: words.slice(48, 96).join(' '),
    });
  });

  it('names a record of everyday names apart from its page’s text, and the home page’s as index', () => {
    const names = record('/jednorazowa-zapomoga', 'Jednorazowa zapomoga', 'becikowe', { terms: true });
    expect(fragmentFiles(names)).toEqual([
      [
        'records/jednorazowa-zapomoga.names-0.json',
        JSON.stringify({ title: 'Jednorazowa zapomoga', text: 'becikowe' }),
      ],
    ]);
    expect(fragmentFiles(record('/', 'Strona główna', 'ośrodek'))[0]![0]).toBe('records/index-0.json');
  });
});

describe('searchIndexFiles', () => {
  const pages = { '/zasilek-celowy': { kind: 'page' as const }, '/jednorazowa-zapomoga': { kind: 'page' as const } };
  const { data, files } = searchIndexFiles(
    [
      record('/zasilek-celowy', 'Zasiłek celowy', 'Zasiłek celowy na opał i opał'),
      record('/jednorazowa-zapomoga', 'Jednorazowa zapomoga', 'becikowe', { terms: true }),
    ],
    pages,
    [],
    [],
  );

  it('numbers the records, with the page, the word count and the mark of a record of everyday names', () => {
    expect(data.records).toEqual({
      0: { url: '/zasilek-celowy', length: 6 },
      1: { url: '/jednorazowa-zapomoga', length: 1, terms: true },
    });
  });

  it('names for each word the fragment of 48 words that has it most', () => {
    const words = Array.from({ length: 100 }, (_, index) => (index === 60 || index === 70 ? 'opał' : `słowo${index}`));
    const long = searchIndexFiles([record('/zasilek-celowy', 'Zasiłek', words.join(' '))], pages, [], []);
    expect(JSON.parse(long.files.get(SEARCH_FILES.part('op'))!)).toEqual({ opal: [0, 2, 1] });
    expect([...long.files.keys()].filter((path) => path.startsWith('records/'))).toEqual([]);
  });

  it('puts each folded word in the part of its first two letters, with the records and weights that have it', () => {
    expect(data.parts).toEqual(['be', 'ce', 'i', 'na', 'op', 'za']);
    // Record, weight (negative: the word is in the page's title; 'opał' twice in the text), fragment.
    expect(JSON.parse(files.get(SEARCH_FILES.part('za'))!)).toEqual({ zasilek: [0, -1, 0] });
    expect(JSON.parse(files.get(SEARCH_FILES.part('op'))!)).toEqual({ opal: [0, 2, 0] });
    // The title shown for everyday names is not theirs.
    expect(JSON.parse(files.get(SEARCH_FILES.part('be'))!)).toEqual({ becikowe: [1, 1, 0] });
  });

  it('names the part files by code points, whatever the letters', () => {
    expect(SEARCH_FILES.part('op')).toBe('words/6f-70.json');
    expect(SEARCH_FILES.part('до')).toBe('words/434-43e.json');
  });

  it('fails on a record of a page it does not know', () => {
    expect(() => searchIndexFiles([record('/inna', 'Inna', 'x')], {}, [], [])).toThrow(
      'Rekord indeksu 0 prowadzi do nieznanej strony /inna',
    );
  });
});

describe('vocabularyOf', () => {
  it('lists every word of four or more letters once, in lower case as spelled, sorted', () => {
    const words = vocabularyOf(['Zasiłek stały, zasiłek OKRESOWY – 800 zł; допомога', 'Opał i węgiel']);
    expect(words.split('\n')).toEqual(['okresowy', 'opał', 'stały', 'węgiel', 'zasiłek', 'допомога']);
  });
});
