/**
 * Writes a marked sample PDF for every document in src/domain/documents/index.ts that has no file yet, so the site
 * never links to a missing file. Real documents put in the same place are left untouched.
 *   npm run documents            create the missing ones
 *   npm run documents -- --check fail (exit 1) when any is missing, without writing
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { documents } from '../../src/domain/documents/index.ts';
import { centre } from '../../src/domain/centre/centre.ts';
import { placeholderPdf } from '../lib/placeholder-pdf.ts';

const publicDir = join(import.meta.dirname, '..', '..', 'public');
const checkOnly = process.argv.includes('--check');
const missing = documents.filter((doc) => !existsSync(join(publicDir, doc.href)));

if (checkOnly) {
  for (const doc of missing) console.error(`Brak pliku public${doc.href} (${doc.title})`);
  process.exit(missing.length ? 1 : 0);
}

for (const doc of missing) {
  const path = join(publicDir, doc.href);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(
    path,
    placeholderPdf({
      title: doc.title,
      author: centre.name,
      body: [
        `To jest przykładowy plik w miejscu dokumentu "${doc.title}".`,
        'Ośrodek zastąpi go właściwym dokumentem. Aktualny wzór można otrzymać w siedzibie ośrodka lub telefonicznie.',
        `${centre.name}, ${centre.address.street}, ${centre.address.postalCode} ${centre.address.city}, tel. ${centre.phone}.`,
      ],
    }),
  );
  console.log(`Utworzono wzór: public${doc.href}`);
}
console.log(`Dokumenty: ${documents.length} wpisanych, ${missing.length} utworzonych.`);
