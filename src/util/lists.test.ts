import { describe, expect, it } from 'vitest';
import { asList } from './lists.ts';

describe('asList', () => {
  it('ends every item with a comma and the last with a full stop, whatever the items brought', () => {
    expect(asList('wniosek,', 'dowód osobisty.', 'zaświadczenie')).toEqual([
      'wniosek,',
      'dowód osobisty,',
      'zaświadczenie.',
    ]);
    expect(asList('nic nie musisz przygotowywać,')).toEqual(['nic nie musisz przygotowywać.']);
  });
});
