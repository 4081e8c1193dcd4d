/**
 * Lists every sentence over 25 words on the benefit pages of the last build (`npx astro build` first), as the
 * plain-language test does: `npx node scripts/check-plain-language.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benefitPages } from './lib/benefit-pages.ts';
import { blocksOfPage, longSentences } from '../src/lib/plain-language.ts';

const root = join(import.meta.dirname, '..');
let total = 0;
for (const route of benefitPages(join(root, 'content', 'pages'))) {
  const offenders = longSentences(blocksOfPage(readFileSync(join(root, 'dist', `${route.slice(1)}.html`), 'utf8')));
  total += offenders.length;
  for (const { sentence, words } of offenders) console.log(`${route} (${words} słów): ${sentence}`);
}
console.log(total ? `\nZdań dłuższych niż 25 słów: ${total}` : 'Żadne zdanie nie jest dłuższe niż 25 słów.');
process.exitCode = total ? 1 : 0;
