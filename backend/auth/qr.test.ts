import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrSvg } from './qr.ts';

const URI =
  'otpauth://totp/localhost%3A4321:jan.kowalski%40example.com?algorithm=SHA1&digits=6&issuer=localhost%3A4321&period=30&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** The dark modules the path draws, read back from its `M x y h w v1 h-w z` runs. */
function drawnModules(svg: string): Set<string> {
  const path = /<path fill="black" d="([^"]*)"/.exec(svg)?.[1] ?? '';
  const modules = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i++) modules.add(`${Number(x) + i},${y}`);
  }
  return modules;
}

describe('the QR code of a new factor', () => {
  const svg = qrSvg(URI);

  it('is SVG markup that a data URI can carry unencoded (no # or %), square, with a quiet zone', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg).not.toMatch(/[#%]/);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('draws exactly the dark modules of the code, four modules in from the edge', () => {
    const { data, size } = encode(URI, { ecc: 'M', border: 0 });
    const expected = new Set<string>();
    data.forEach((row, y) => row.forEach((dark, x) => dark && expected.add(`${x + 4},${y + 4}`)));
    expect(drawnModules(svg)).toEqual(expected);
    expect(svg).toContain(`viewBox="0 0 ${size + 8} ${size + 8}"`);
  });
});
