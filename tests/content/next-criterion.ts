import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What an editor enters in a copy of the project ahead of the day, as content/README.md shows: the next income
 * criterion, 1 100 zł for a person alone and 900 zł a person in a family from 1 January 2027, in the national amounts
 * every centre shares.
 */
export function enterNextCriterion(project: string): void {
  const common = join(project, 'src', 'domain', 'amounts', 'common.ts');
  const next = (zloty: number) =>
    `      { from: '2027-01-01', zloty: ${zloty}, source: 'rozporządzenie Rady Ministrów z 2026 r. (test)' },\n`;
  const edited = readFileSync(common, 'utf8')
    .replace(/(\{ from: '2025-01-01', zloty: 1010, source: from2025 \},\n)/, `$1${next(1100)}`)
    .replace(/(\{ from: '2025-01-01', zloty: 823, source: from2025 \},\n)/, `$1${next(900)}`);
  if (edited.match(/2027-01-01/g)?.length !== 2) throw new Error(`${common}: the two criteria were not found`);
  writeFileSync(common, edited);
}

/** A built page's text as a reader sees it: tags dropped, non-breaking spaces as spaces. */
export function readerText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}
