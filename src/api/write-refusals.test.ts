import { describe, expect, it } from 'vitest';
import { describeWriteError, refusalOf } from './write-refusals.ts';
import { panelWords } from '../i18n/pl/panel.ts';

describe('a refused write, in Polish', () => {
  it.each([
    [{ code: 'PT409', hint: 'stale', message: 'Ten element zmienił się' }, 'stale'],
    [{ code: 'PT409', hint: 'in_bin', message: 'Ten element jest w koszu.' }, 'inBin'],
    [{ code: '22023', hint: 'too_far', message: 'Datę…' }, 'tooFar'],
    [{ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' }, 'unchanged'],
    [{ code: '23514', message: 'violates check constraint' }, 'other'],
  ] as const)('%o is %s', (error, refusal) => {
    expect(refusalOf(error)).toBe(refusal);
  });

  it('says each in its own words, and falls back to the general description', () => {
    expect(describeWriteError({ code: 'PT409', hint: 'stale' }, 'x')).toBe(panelWords.refusals.stale);
    expect(describeWriteError({ code: 'PGRST116' }, 'x')).toBe(panelWords.refusals.unchanged);
    expect(describeWriteError({ code: 'XX000', message: 'boom' }, 'Nie zapisano.')).toBe('Nie zapisano.');
  });
});
