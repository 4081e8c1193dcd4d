/**
 * Writes a marked sample PDF for every document the site registers that has no file yet, so the site never links
 * to a missing file: the shared ones (src/domain/documents/) into public/, the selected centre's (its
 * documents.yaml) into centres/<id>/public/. Real documents put in the same place are left untouched.
 *   npm run documents            create the missing ones
 *   npm run documents -- --check fail (exit 1) when any is missing, without writing
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { siteDocuments } from '../../src/domain/documents/site.ts';
import { forms } from '../../src/domain/documents/forms.ts';
import { programsDocuments } from '../../src/domain/documents/programs.ts';
import { centreFolder } from '../../src/integrations/centre/centre-files.ts';
import { centre, centreDocuments, centreId } from '../lib/centre.ts';
import { placeholderPdf } from '../lib/placeholder-pdf.ts';

const root = join(import.meta.dirname, '..', '..');
const shared = [...siteDocuments, ...Object.values(forms).flat(), ...programsDocuments];
const own = [
  ...Object.values(centreDocuments.lists).flat(),
  ...centreDocuments.clauses,
  ...centreDocuments.single,
  ...Object.values(centreDocuments.forms).flat(),
];
const ownPublic = `${centreFolder(centreId)}/public`;
const documents = [
  ...shared.map((doc) => ({ ...doc, folder: 'public' })),
  ...own.map((doc) => ({ ...doc, folder: ownPublic })),
];
const missing = documents.filter(
  (doc) => !existsSync(join(root, 'public', doc.href)) && !existsSync(join(root, ownPublic, doc.href)),
);
const checkOnly = process.argv.includes('--check');

if (checkOnly) {
  for (const doc of missing) console.error(`Brak pliku ${doc.folder}${doc.href} (${doc.title})`);
  process.exit(missing.length ? 1 : 0);
}

for (const doc of missing) {
  const path = join(root, doc.folder, doc.href);
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
  console.log(`Utworzono wzór: ${doc.folder}${doc.href}`);
}
console.log(`Dokumenty: ${documents.length} wpisanych, ${missing.length} utworzonych.`);
