import { describe, expect, it } from 'vitest';
import { common } from '../../src/data/amounts/common.ts';
import { socialAssistance } from '../../src/data/amounts/social-assistance.ts';
import { familyBenefits } from '../../src/data/amounts/family-benefits.ts';
import { programs } from '../../src/data/amounts/programs.ts';

describe('amounts module', () => {
  it('never defines the same top-level id in two files (one would silently replace the other)', () => {
    const keys = [common, socialAssistance, familyBenefits, programs].flatMap((part) => Object.keys(part));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
