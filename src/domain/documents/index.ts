/**
 * Every document (PDF) the site links to, in one typed registry: its address under public/ and its title.
 * `<DocumentLink href="…" />` takes the title from here, and `npm run documents` writes a marked sample PDF
 * for every entry whose file does not exist yet. Folders by subject: RODO, PS (pomoc społeczna), SR (świadczenia
 * rodzinne), FA (fundusz alimentacyjny), SS (stypendia szkolne), DM (dodatek mieszkaniowy), DR (karty dużej
 * rodziny), BC (bon ciepłowniczy), programy_realizowane_przez_ops. Split into files by area only to stay readable.
 */
import type { SiteDocument } from './types.ts';
import { siteDocuments } from './site.ts';
import { forms } from './forms.ts';
import { programsDocuments } from './programs.ts';
import { centreClauses, centreDocuments, centreLists } from './centre.ts';

export type { SiteDocument } from './types.ts';

export const documents: readonly SiteDocument[] = [
  ...siteDocuments,
  ...Object.values(forms).flat(),
  ...programsDocuments,
  ...centreDocuments,
];

/** The registered document at `href`; throws so that a link to an unlisted file fails the build. */
export function documentFor(href: string): SiteDocument {
  const found = documents.find((doc) => doc.href === href);
  if (!found) throw new Error(`Dokument ${href} nie jest wpisany do src/domain/documents/`);
  return found;
}

/** Documents linked from the footer of every page. */
export const footerDocuments: SiteDocument[] = [
  documentFor('/documents/harmonogram_kasa.pdf'),
  documentFor('/documents/raport_dostepnosci_2025-03-31.pdf'),
  // Its link reads "Deklaracja dostępności (PDF, 2 KB)", telling it apart from the declaration page.
  documentFor('/documents/deklaracja_dostepnosci.pdf'),
];

/** All 15 information clauses, listed on the data protection and downloads pages. */
export const informationClauses: readonly SiteDocument[] = [...forms.gdprClauses, ...centreClauses];

/** Named lists of documents, for `<Documents list="…" />` in the pages: the centre's and the shared one. */
const documentLists: Record<string, readonly SiteDocument[]> = {
  ...centreLists,
  'klauzule-informacyjne': informationClauses,
};

/** The names `<Documents list="…" />` takes, for the editor's choice. */
export const documentListNames = Object.keys(documentLists);

export function documentList(name: string): readonly SiteDocument[] {
  const list = documentLists[name];
  if (!list)
    throw new Error(`<Documents list="${name}" />: nie ma takiej listy; są: ${Object.keys(documentLists).join(', ')}`);
  return list;
}
