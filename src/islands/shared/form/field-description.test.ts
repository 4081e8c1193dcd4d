import { describe, expect, it } from 'vitest';
import { controlDescription, messageIds } from './field-description.ts';

describe('messageIds', () => {
  it('derives the hint and error ids from the control', () => {
    expect(messageIds('self-check-income')).toEqual({
      hint: 'self-check-income-hint',
      error: 'self-check-income-error',
    });
  });
});

describe('controlDescription', () => {
  it('leaves out what a bare control has nothing to say about', () => {
    expect(controlDescription({ id: 'a' })).toEqual({
      id: 'a',
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
  });

  it('is described by its hint', () => {
    expect(controlDescription({ id: 'a', hint: 'Wskazówka' })['aria-describedby']).toBe('a-hint');
  });

  it('is invalid and described by hint, then error, in the order they are read', () => {
    expect(controlDescription({ id: 'a', hint: 'Wskazówka', error: 'Błąd' })).toEqual({
      id: 'a',
      'aria-invalid': true,
      'aria-describedby': 'a-hint a-error',
    });
  });

  it('takes an error without a hint', () => {
    expect(controlDescription({ id: 'a', hint: undefined, error: 'Błąd' })['aria-describedby']).toBe('a-error');
  });

  it('ignores empty hints and errors', () => {
    expect(controlDescription({ id: 'a', hint: '', error: null })).toEqual({
      id: 'a',
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
  });

  it('adds further texts after the messages, skipping those not shown', () => {
    expect(controlDescription({ id: 'a', hint: 'h', also: ['a-chosen'] })['aria-describedby']).toBe('a-hint a-chosen');
    expect(controlDescription({ id: 'a', error: 'e', also: [false, null, 'x'] })['aria-describedby']).toBe('a-error x');
  });
});
