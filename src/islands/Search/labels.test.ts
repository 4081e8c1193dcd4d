import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../i18n/languages.ts';
import { hitLabel, resultsPage, searchStatus } from './labels.ts';

const done = { status: 'done' as const, hits: [], elsewhere: [] };
const pl = wordsIn('pl').frame.islands;
const uk = wordsIn('uk').frame.islands;

describe('searchStatus', () => {
  it('says nothing before a search', () => {
    expect(searchStatus({ status: 'idle' }, pl)).toBe('');
  });

  it('says the search is running, has failed, or how many pages it found, in the frame’s language', () => {
    expect(searchStatus({ status: 'loading' }, pl)).toBe(pl.search.loading);
    expect(searchStatus({ status: 'error' }, pl)).toBe(pl.search.unavailable);
    expect(searchStatus({ ...done, total: 12 }, pl)).toBe('Znaleziono: 12');
    expect(searchStatus({ ...done, total: 12 }, uk)).toBe('Знайдено: 12');
    expect(searchStatus({ ...done, total: 0 }, uk)).toBe(uk.search.none);
  });
});

describe('resultsPage', () => {
  it('carries the trimmed query, encoded, to the results page of the frame’s language', () => {
    expect(resultsPage(' zasiłek stały ', 'pl')).toBe('/szukaj?q=zasi%C5%82ek%20sta%C5%82y');
    expect(resultsPage('допомога', 'uk')).toBe(`/uk/szukaj?q=${encodeURIComponent('допомога')}`);
  });
});

describe('hitLabel', () => {
  const hit = (url: string, extra = {}) => ({ url, title: 'T', kind: 'page' as const, excerpt: [], ...extra });
  const news = hit('/aktualnosci/1', { kind: 'news' as const, date: '2026-11-20T10:00:00Z' });

  it('says nothing of a page in the frame’s language', () => {
    expect(hitLabel(hit('/zasilek-staly'), pl)).toBeNull();
    expect(hitLabel(hit('/uk/pomoc-dla-obywateli-ukrainy'), uk)).toBeNull();
  });

  it('names the language of a page in the other one', () => {
    expect(hitLabel(hit('/zasilek-staly'), uk)).toBe('Сторінка польською мовою');
    expect(hitLabel(hit('/uk/pomoc-dla-obywateli-ukrainy'), pl)).toBe('Strona po ukraińsku');
  });

  it('dates a news item in the frame’s language, and on a Ukrainian page says it is Polish', () => {
    expect(hitLabel(news, pl)).toBe('Aktualność z 20 listopada 2026');
    expect(hitLabel(news, uk)).toBe('Новина від 20 листопада 2026 р. (польською)');
  });
});
