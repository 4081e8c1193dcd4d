import { describe, expect, it } from 'vitest';
import { valueAtPath } from './value-at-path.ts';

describe('valueAtPath', () => {
  const data = { criterion: { single: 1010 }, bands: [{ amount: 500 }, { amount: 1000 }] };

  it('follows object keys and array positions', () => {
    expect(valueAtPath(data, 'criterion.single')).toBe(1010);
    expect(valueAtPath(data, 'bands.1.amount')).toBe(1000);
    expect(valueAtPath(data, 'criterion')).toEqual({ single: 1010 });
  });

  it('is undefined for a step that is missing, or that only an object’s prototype has', () => {
    expect(valueAtPath(data, 'criterion.family')).toBeUndefined();
    expect(valueAtPath(data, 'bands.2.amount')).toBeUndefined();
    expect(valueAtPath(data, 'criterion.single.value')).toBeUndefined();
    expect(valueAtPath(data, 'criterion.toString')).toBeUndefined();
  });
});
