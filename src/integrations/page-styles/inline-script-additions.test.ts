import { describe, expect, it } from 'vitest';
import { ADDED_BY_INLINE_SCRIPTS } from './index.ts';
import { prePaintScript } from '../../browser/preferences.ts';
import { compactHeaderScript } from '../../browser/compact-header.ts';
import { wakerScript } from '../../browser/hydration/waker.ts';

const inlineScripts = [prePaintScript, compactHeaderScript, wakerScript('/_astro/island-runtime.x.js')];

describe('what inline scripts add before hydration', () => {
  it('names every attribute they set and every class they add, so that the styles for them stay inline', () => {
    for (const script of inlineScripts) {
      for (const [, name] of script.matchAll(/setAttribute\(("[^"]+")/g)) {
        expect(ADDED_BY_INLINE_SCRIPTS.attributes).toContain(JSON.parse(name!));
      }
      for (const [, name] of script.matchAll(/classList\.(?:add|toggle)\(("[^"]+"|c)/g)) {
        const literal = name === 'c' ? JSON.parse(/,c=("[^"]+")/.exec(script)![1]!) : JSON.parse(name!);
        expect(ADDED_BY_INLINE_SCRIPTS.classes).toContain(literal);
      }
    }
  });
});
