import { describe, expect, it } from 'vitest';
import { routeMismatch } from './page-route.ts';

describe('routeMismatch', () => {
  it('accepts a route equal to the file name', () => {
    expect(routeMismatch('zasilek-staly', '/zasilek-staly')).toBeUndefined();
  });

  it('names the file, the field and the expected route when they differ', () => {
    expect(routeMismatch('zasilek-staly', '/zasilek-okresowy')).toBe(
      'content/pages/zasilek-staly.mdx: pole "route" (/zasilek-okresowy) musi być równe nazwie pliku (/zasilek-staly)',
    );
  });

  it('does not accept a route without its leading slash or with a trailing one', () => {
    expect(routeMismatch('zasilek-staly', 'zasilek-staly')).toBeDefined();
    expect(routeMismatch('zasilek-staly', '/zasilek-staly/')).toBeDefined();
  });
});
