// The editors' reference of the components says what their contracts say: `npm run docs:components`
// (scripts/tools/write-component-reference.ts) writes it anew after a contract changed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentReference, REFERENCE_FILE } from './reference.ts';
import { contracts } from './index.ts';

const file = join(import.meta.dirname, '..', '..', '..', '..', REFERENCE_FILE);
const reference = componentReference();

describe(`the components' reference (${REFERENCE_FILE})`, () => {
  it('is written from the contracts', () => {
    expect(readFileSync(file, 'utf8'), `${REFERENCE_FILE} is out of date: run npm run docs:components`).toBe(reference);
  });

  it('describes every component and every prop', () => {
    for (const [name, contract] of Object.entries(contracts)) {
      expect(reference).toContain(`### ${name}\n`);
      for (const prop of Object.keys(contract.props)) expect(reference).toContain(`| \`${prop}\` |`);
    }
  });

  it('is linked from the editors’ guide', () => {
    const guide = readFileSync(join(file, '..', 'README.md'), 'utf8');
    expect(guide).toContain('(komponenty.md)');
  });
});
