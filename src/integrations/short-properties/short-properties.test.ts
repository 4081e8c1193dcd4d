import { describe, expect, it } from 'vitest';
import { declaredProperties, shortNames, withShortNames } from './short-properties.ts';

describe('short custom property names', () => {
  const names = shortNames(
    declaredProperties([':root { --color-text: #000; --radius: 4px }', '.a { --color-bg:#fff }']),
  );

  it('finds each declared property once, in a fixed order', () => {
    expect([...names.keys()]).toEqual(['--color-bg', '--color-text', '--radius']);
    expect([...names.values()]).toEqual(['--_a', '--_b', '--_c']);
  });

  it('gives every name its own short name, also past the alphabet', () => {
    const many = shortNames(Array.from({ length: 800 }, (_, index) => `--p${index}`));
    expect(new Set(many.values()).size).toBe(800);
    expect(many.get('--p26')).toBe('--_ba');
  });

  it('renames declarations and references, whole names only', () => {
    expect(withShortNames('--color-text', names)).toBe('--_b');
    expect(withShortNames('var(--color-text-muted, var(--color-text))', names)).toBe(
      'var(--color-text-muted, var(--_b))',
    );
    expect(withShortNames('calc(var(--radius) * 2)', names)).toBe('calc(var(--_c) * 2)');
  });

  it('leaves class modifiers and unknown properties alone', () => {
    expect(withShortNames('button--radius', names)).toBe('button--radius');
    expect(withShortNames('var(--unknown)', names)).toBe('var(--unknown)');
  });
});
