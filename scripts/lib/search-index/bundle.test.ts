import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeFragment, searchData, vocabularyOf, type Fragment } from './bundle.ts';

const fragment = (url: string, content: string, meta: Record<string, string> = {}): Fragment => ({
  url,
  content,
  meta: { title: 'Tytuł', ...meta },
});

describe('decodeFragment', () => {
  it('reads a Pagefind fragment file', () => {
    const record = { url: '/zasilek-staly', content: 'Zasiłek stały.', meta: { title: 'Zasiłek stały' } };
    expect(decodeFragment(gzipSync(`pagefind_dcd${JSON.stringify(record)}`))).toEqual(record);
  });

  it('refuses another format with a message', () => {
    expect(() => decodeFragment(gzipSync('{"url":"/x"}'))).toThrow('Nieznany format fragmentu indeksu Pagefind');
  });
});

describe('searchData', () => {
  it('maps every record to its page, the record of everyday names to the page it names', () => {
    const fragments = new Map([
      [
        'pl_2',
        fragment('/jednorazowa-zapomoga#hasla', 'becikowe', { record: 'terms', pageTitle: 'Jednorazowa zapomoga' }),
      ],
      ['pl_1', fragment('/jednorazowa-zapomoga', 'Jednorazowa zapomoga…')],
    ]);
    const pages = { '/jednorazowa-zapomoga': { kind: 'page' as const } };
    const first = [{ page: '/sprawdz-uprawnienia', when: ['ile można zarabiać'] }];
    expect(searchData(fragments, pages, [], first)).toEqual({
      records: { pl_1: { url: '/jednorazowa-zapomoga' }, pl_2: { url: '/jednorazowa-zapomoga', terms: true } },
      pages,
      elsewhere: [],
      first,
    });
  });

  it('fails on a record of a page it does not know', () => {
    expect(() => searchData(new Map([['pl_1', fragment('/inna', 'x')]]), {}, [], [])).toThrow(
      'Rekord indeksu pl_1 prowadzi do nieznanej strony /inna',
    );
  });
});

describe('vocabularyOf', () => {
  it('lists every word of four or more letters once, in lower case as spelled, sorted', () => {
    const words = vocabularyOf(['Zasiłek stały, zasiłek OKRESOWY – 800 zł; допомога', 'Opał i węgiel']);
    expect(words.split('\n')).toEqual(['okresowy', 'opał', 'stały', 'węgiel', 'zasiłek', 'допомога']);
  });
});
