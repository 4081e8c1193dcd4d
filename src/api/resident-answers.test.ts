import { describe, expect, it } from 'vitest';
import { storedQuery, tooManyOutcome } from './resident-answers.ts';

describe('storedQuery', () => {
  it('trims and lower-cases what was submitted', () => {
    expect(storedQuery('  Zasiłek STAŁY ')).toBe('zasiłek stały');
  });

  it('keeps nothing of an empty or blank search', () => {
    expect(storedQuery('')).toBeNull();
    expect(storedQuery('   ')).toBeNull();
  });

  it('cuts a long search to 200 characters, counting letters, not UTF-16 units', () => {
    const stored = storedQuery('ą'.repeat(250))!;
    expect(Array.from(stored)).toHaveLength(200);
  });
});

describe('tooManyOutcome', () => {
  const refusal = (body: string) => new Response(body, { status: 429 });

  it("tells the database's reasons apart by their hint", async () => {
    expect(await tooManyOutcome(refusal('{"code":"PT429","hint":"address_day"}'))).toBe('limitToday');
    expect(await tooManyOutcome(refusal('{"code":"PT429","hint":"day_full"}'))).toBe('fullToday');
    expect(await tooManyOutcome(refusal('{"code":"PT429","hint":"address_minute"}'))).toBe('busy');
  });

  it("takes anything else, a gateway's page included, for one too many in a minute", async () => {
    expect(await tooManyOutcome(refusal('<html>Too Many Requests</html>'))).toBe('busy');
    expect(await tooManyOutcome(refusal('{"hint":"toString"}'))).toBe('busy');
  });
});
