// Opens every page in the visual editor (npm run edit must be running: `npm run edit`, then
// `node scripts/tools/editor-check.ts [http://127.0.0.1:4321]`) and lists the pages it cannot open, with Keystatic's reason.
import { readdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../lib/chromium.ts';
import { centreId } from '../lib/centre.ts';
import { centrePagesFolder } from '../../src/integrations/centre/centre-pages.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:4321';
const pages = (folder: string) =>
  readdirSync(new URL(`../../${folder}`, import.meta.url))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.slice(0, -4));
const entries = [
  ...pages('content/pages').map((slug) => ({ collection: 'pages', slug })),
  ...pages('content/pages/uk').map((slug) => ({ collection: 'pagesUk', slug })),
  ...pages(centrePagesFolder(centreId)).map((slug) => ({ collection: 'centrePages', slug })),
];
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const failures: string[] = [];
try {
  const page = await browser.newPage();
  for (const { collection, slug } of entries) {
    await page.goto(`${base}/keystatic/collection/${collection}/item/${slug}`, { timeout: 120_000 });
    const opened = page.getByRole('button', { name: /^Save$/ });
    const failed = page.getByText(/^Error: /);
    await opened.or(failed).first().waitFor({ timeout: 120_000 });
    if (await failed.count())
      failures.push(`${collection}/${slug}: ${(await failed.first().innerText()).replace(/\s+/g, ' ').slice(0, 300)}`);
  }
} finally {
  await browser.close();
}
console.log(`${entries.length - failures.length} of ${entries.length} pages open in the editor.`);
for (const failure of failures) console.log(`  ${failure}`);
process.exitCode = failures.length ? 1 : 0;
