/**
 * Every document (PDF) the site links to, in one typed registry: its address under public/ and its title.
 * `<DocumentLink href="…" />` takes the title from here, and `npm run documents` writes a marked sample PDF
 * for every entry whose file does not exist yet. Folders follow spec 001 §7: RODO, PS, SR, FA, SS, DM, DR,
 * BC, programy_realizowane_przez_ops. Split into files by area only to keep them readable.
 */
import type { SiteDocument } from './types.ts';
import { siteDocuments } from './site.ts';
import { forms } from './forms.ts';
import { socialAssistanceDocuments } from './social-assistance.ts';
import { familyBenefitsDocuments } from './family-benefits.ts';
import { programsDocuments } from './programs.ts';
import { centreDocuments, gdprClausesMore } from './centre.ts';

export type { SiteDocument } from './types.ts';

export const documents: readonly SiteDocument[] = [
  ...siteDocuments,
  ...Object.values(forms).flat(),
  ...socialAssistanceDocuments,
  ...familyBenefitsDocuments,
  ...programsDocuments,
  ...centreDocuments,
];

/** The registered document at `href`; throws so that a link to an unlisted file fails the build. */
export function documentFor(href: string): SiteDocument {
  const found = documents.find((doc) => doc.href === href);
  if (!found) throw new Error(`Dokument ${href} nie jest wpisany do src/data/documents/`);
  return found;
}

/** Documents linked from the footer of every page (spec 000 §2.2). */
export const footerDocuments: SiteDocument[] = [
  documentFor('/documents/harmonogram_kasa.pdf'),
  documentFor('/documents/raport_dostepnosci_2025-03-31.pdf'),
  // Its link reads "Deklaracja dostępności (PDF, 2 KB)", telling it apart from the declaration page.
  documentFor('/documents/deklaracja_dostepnosci.pdf'),
];

/** All 15 information clauses (spec 001 §2 "Data protection"), listed on the data protection and downloads pages. */
export const informationClauses: readonly SiteDocument[] = [...forms.gdprClauses, ...gdprClausesMore];
