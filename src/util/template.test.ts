import { describe, expect, it } from 'vitest';
import { fillTemplate, templateNames } from './template.ts';

describe('fillTemplate', () => {
  it('puts each value in its place, as often as it is named', () => {
    expect(fillTemplate('Znaleziono: {count}', { count: 12 })).toBe('Znaleziono: 12');
    expect(fillTemplate('{a} i {b}, {a}', { a: 'x', b: 'y' })).toBe('x i y, x');
  });

  it('leaves a name without a value as written, so a mistake shows instead of vanishing', () => {
    expect(fillTemplate('Zadzwoń: {phone}', {})).toBe('Zadzwoń: {phone}');
  });
});

describe('templateNames', () => {
  it('lists the names a template expects', () => {
    expect(templateNames('Czy chodziło Ci o „{suggestion}”?')).toEqual(['suggestion']);
    expect(templateNames('Szukaj')).toEqual([]);
  });
});
