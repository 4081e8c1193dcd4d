/**
 * `npm run docs:components`: writes the editors' reference of the components (content/komponenty.md) from their
 * contracts, after a contract changed; src/components/mdx/contracts/reference.test.ts fails until it is run.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { componentReference, REFERENCE_FILE } from '../../src/components/mdx/contracts/reference.ts';

writeFileSync(join(import.meta.dirname, '..', '..', REFERENCE_FILE), componentReference());
console.log(`Zapisano ${REFERENCE_FILE}.`);
