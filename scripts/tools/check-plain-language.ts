/**
 * Lists every sentence over 25 words on the benefit pages of the last build (`npx astro build` first), as the
 * plain-language test does: `npx node scripts/tools/check-plain-language.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benefitPages } from '../lib/content-pages.ts';
import { longSentencesOfPage, MAX_WORDS } from '../../src/domain/site/plain-language.ts';

const root = join(import.meta.dirname, '..', '..');
const offenders = benefitPages().flatMap((route) =>
  longSentencesOfPage(route, readFileSync(join(root, 'dist', `${route.slice(1)}.html`), 'utf8')),
);
for (const offender of offenders) console.log(offender);
console.log(
  offenders.length
    ? `\nZdań dłuższych niż ${MAX_WORDS} słów: ${offenders.length}`
    : `Żadne zdanie nie jest dłuższe niż ${MAX_WORDS} słów.`,
);
process.exitCode = offenders.length ? 1 : 0;
