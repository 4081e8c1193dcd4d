import { describe, expect, it } from 'vitest';
import { changeProblems, changesHref, importantChanges, lastChange, siteChanges } from './page-record.ts';
import { recordProblems, responsibleName } from './page-record-check.ts';
import { pageSchema } from './page-schema.ts';

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const FILE = 'content/pages/zasilek-rodzinny.mdx';
const published = day('2026-01-10');
const TODAY = '2026-11-29';

describe("a page's record", () => {
  const page = {
    published,
    changes: [
      { date: day('2026-03-01'), kind: 'important' as const, note: 'Nowe kwoty od 1 marca' },
      { date: day('2026-05-02'), kind: 'correction' as const },
      { date: day('2026-06-15'), kind: 'important' as const, note: 'Nowy wzór wniosku' },
    ],
  };

  it('has as its last change the newest, of either kind, and lists only the important ones, newest first', () => {
    expect(lastChange(page)?.note).toBe('Nowy wzór wniosku');
    expect(lastChange({ published, changes: page.changes.slice(0, 2) })).toEqual({
      date: day('2026-05-02'),
      kind: 'correction',
    });
    expect(lastChange({ published, changes: [] })).toBeUndefined();
    expect(importantChanges(page).map((change) => change.note)).toEqual(['Nowy wzór wniosku', 'Nowe kwoty od 1 marca']);
  });

  it('names the section of the centre that answers for the page, and refuses one the centre does not have', () => {
    expect(responsibleName('familyBenefits')).toBe('Dział Świadczeń Rodzinnych i Funduszu Alimentacyjnego');
    expect(recordProblems(FILE, { ...page, responsible: 'familyBenefits' }, TODAY)).toEqual([]);
    expect(recordProblems(FILE, { ...page, responsible: 'kasa' }, TODAY)[0]).toMatch(
      /^content\/pages\/zasilek-rodzinny\.mdx: pole "responsible": nie ma działu „kasa”/,
    );
  });

  it('links to the list of the page’s changes', () => {
    expect(changesHref('/zasilek-rodzinny')).toBe('/zmiany/zasilek-rodzinny');
    expect(changesHref('/uk/pomoc-dla-obywateli-ukrainy')).toBe('/zmiany/uk/pomoc-dla-obywateli-ukrainy');
  });
});

describe('the order of change notes', () => {
  const note = (date: string) => ({ date: day(date), kind: 'important' as const, note: 'Zmiana' });

  it('accepts notes oldest first, the same day twice, and today', () => {
    expect(
      changeProblems(FILE, { published, changes: [note('2026-02-01'), note('2026-02-01'), note(TODAY)] }, TODAY),
    ).toEqual([]);
  });

  it('refuses a note dated after the site’s day, naming the page', () => {
    expect(changeProblems(FILE, { published, changes: [note('2026-11-30')] }, TODAY)).toEqual([
      `${FILE}: zmiana z 2026-11-30 jest w przyszłości (dziś jest 2026-11-29).`,
    ]);
  });

  it('refuses notes out of order and a note before the page was published', () => {
    expect(changeProblems(FILE, { published, changes: [note('2026-04-01'), note('2026-03-01')] }, TODAY)).toEqual([
      `${FILE}: zmiana z 2026-03-01 stoi po zmianie z 2026-04-01 – wpisuj zmiany od najstarszej.`,
    ]);
    expect(changeProblems(FILE, { published, changes: [note('2026-01-09')] }, TODAY)).toEqual([
      `${FILE}: zmiana z 2026-01-09 jest wcześniejsza niż publikacja strony (2026-01-10).`,
    ]);
  });

  it('lists every page’s important changes newest first, a day’s by the pages’ titles', () => {
    const listed = siteChanges([
      { route: '/b', title: 'Bon', lang: 'pl', published, changes: [note('2026-03-01'), note('2026-06-01')] },
      { route: '/a', title: 'Asystent', lang: 'pl', published, changes: [note('2026-06-01')] },
      {
        route: '/c',
        title: 'Ciepło',
        lang: 'pl',
        published,
        changes: [{ date: day('2026-07-01'), kind: 'correction' }],
      },
    ]);
    expect(listed.map((change) => `${change.route} ${change.date.toISOString().slice(0, 10)}`)).toEqual([
      '/a 2026-06-01',
      '/b 2026-06-01',
      '/b 2026-03-01',
    ]);
  });
});

describe('the record’s frontmatter', () => {
  const base = { title: 'Zasiłek', description: 'x'.repeat(60), lastReviewed: '2026-11-23' };

  it('needs the day of publication, and defaults who answers, the changes and the review interval', () => {
    const missing = pageSchema.safeParse(base);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'published: data publikacji musi mieć postać RRRR-MM-DD',
    ]);
    const parsed = pageSchema.parse({ ...base, published: '2026-11-22' });
    expect([parsed.responsible, parsed.changes, parsed.reviewEvery]).toEqual(['secretariat', [], 12]);
  });

  it('refuses an important change without its note', () => {
    const parsed = pageSchema.safeParse({
      ...base,
      published: '2026-11-22',
      changes: [{ date: '2026-11-23', kind: 'important' }],
    });
    expect(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'changes.0.note: ważna zmiana musi mieć opis (co najmniej 5 znaków)',
    ]);
  });
});
