import { describe, expect, it } from 'vitest';
import { fragmentFiles, searchIndexFiles, type RecordToIndex } from '../../integrations/search-index/index-files.ts';
import { lengthBonus, createSiteIndex, wordsBeginning } from './site-index.ts';
import { words } from './text.ts';

const record = (url: string, title: string, text: string, terms?: true): RecordToIndex => ({
  url,
  ...(terms ? { terms } : {}),
  shown: { title, text },
  words: [
    ...(terms ? [] : words(title).map((word) => ({ word, weight: 7 }))),
    ...words(text).map((word) => ({ word, weight: 1 })),
  ],
});

const pages = ['/zasilek-celowy', '/bon-cieplowniczy', '/dodatek-mieszkaniowy', '/kontakt'];
const records = [
  record('/zasilek-celowy', 'Zasiłek celowy', 'Pieniądze na żywność, leki i opał. Wniosek o zasiłek celowy.'),
  record('/zasilek-celowy', 'Zasiłek celowy', 'węgiel. drewno. opał', true),
  record('/bon-cieplowniczy', 'Bon ciepłowniczy', 'Dopłata do ogrzewania dla tych, którzy płacą za ciepło.'),
  record('/dodatek-mieszkaniowy', 'Dodatek mieszkaniowy', 'Dodatek do czynszu, także do opału w mieszkaniu.'),
  record('/kontakt', 'Kontakt', 'Adres i telefon ośrodka. W sprawie opałowych dopłat zadzwoń.'),
];
const built = searchIndexFiles(
  records,
  Object.fromEntries(pages.map((url) => [url, { kind: 'page' as const }])),
  [],
  [],
);
const data = built.data;
const files = new Map([...built.files, ...records.flatMap(fragmentFiles)]);

/** The index over the files above, with every file it reads noted. */
function index() {
  const read: string[] = [];
  const siteIndex = createSiteIndex(data, async (path) => {
    read.push(path);
    return JSON.parse(files.get(path)!);
  });
  return { siteIndex, read };
}

const urls = async (siteIndex: ReturnType<typeof index>['siteIndex'], term: string) =>
  (await siteIndex.search(term)).map(
    (result) => data.records[result.id]!.url + (data.records[result.id]!.terms ? '#names' : ''),
  );

describe('createSiteIndex', () => {
  it('reads the one part of the dictionary the word’s first letters name, and no record until one is shown', async () => {
    const { siteIndex, read } = index();
    await siteIndex.search('opał');
    await siteIndex.search('opa');
    expect(read).toEqual(['words/6f-70.json']);
  });

  it('finds the word typed with or without Polish letters, and its other forms and longer words', async () => {
    const { siteIndex } = index();
    for (const typed of ['opał', 'opal', 'OPAŁ']) {
      expect(new Set(await urls(siteIndex, typed))).toEqual(
        new Set(['/zasilek-celowy', '/zasilek-celowy#names', '/dodatek-mieszkaniowy', '/kontakt']),
      );
    }
    // 'opału' shares the stem of 'opał' ('opal' + inflection).
    expect(await urls(siteIndex, 'opału')).toContain('/zasilek-celowy');
  });

  it('scores a title above a mention, and a longer word found by its beginning less than the word', async () => {
    const { siteIndex } = index();
    expect((await urls(siteIndex, 'dodatek'))[0]).toBe('/dodatek-mieszkaniowy');
    expect((await urls(siteIndex, 'ciepło'))[0]).toBe('/bon-cieplowniczy');
    expect(lengthBonus(0)).toBe(1);
    expect(lengthBonus(5)).toBeLessThan(lengthBonus(1));
    expect(lengthBonus(50)).toBeGreaterThan(1 / Math.E - 0.001);
  });

  it('finds nothing, reading nothing, for letters no word begins with', async () => {
    const { siteIndex, read } = index();
    expect(await siteIndex.search('xq')).toEqual([]);
    expect(await siteIndex.search('')).toEqual([]);
    expect(read).toEqual([]);
  });

  it('reads a record when it is shown: its title and an excerpt with the words found marked', async () => {
    const { siteIndex, read } = index();
    const [first] = await siteIndex.search('leki');
    expect(await first!.data()).toEqual({
      title: 'Zasiłek celowy',
      excerpt: [
        { text: 'Pieniądze na żywność, ', marked: false },
        { text: 'leki', marked: true },
        { text: ' i opał. Wniosek o zasiłek celowy.', marked: false },
      ],
    });
    expect(read).toEqual(['words/6c-65.json', 'records/zasilek-celowy-0.json']);
  });
});

describe('wordsBeginning', () => {
  const part = { zasilek: [0, 1, 0], zasilku: [0, 1, 0], zasilkowy: [1, 1, 0], zasady: [2, 1, 0] };

  it('takes the words that begin with the word typed or share its stem', () => {
    expect(wordsBeginning(part, 'zasil').sort()).toEqual(['zasilek', 'zasilkowy', 'zasilku']);
    expect(wordsBeginning(part, 'zasilkiem').sort()).toEqual(['zasilkowy', 'zasilku']);
  });

  it('falls back to the longest word the typed one begins with', () => {
    expect(wordsBeginning({ zasilek: [0, 1, 0], zas: [1, 1, 0] }, 'zasilekxyz')).toEqual(['zasilek']);
  });
});
