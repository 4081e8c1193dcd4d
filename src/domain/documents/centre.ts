/**
 * The selected centre's own documents, from centres/<id>/documents.yaml (their files in centres/<id>/public/): its
 * named lists for `<Documents list="…" />` (its acts, asset summaries, programme documents, data protection acts
 * and the information clauses it adds to the shared ones) the documents its pages link one by one and the forms it adds to the downloads page.
 */
import data from 'virtual:centre/documents';
import type { SiteDocument } from './types.ts';

/** The centre's lists, by the name pages give `<Documents list="…" />`. */
export const centreLists: Readonly<Record<string, readonly SiteDocument[]>> = data.lists;

/** The centre's information clauses, listed after the shared ones. */
export const centreClauses: readonly SiteDocument[] = data.clauses;

/** The centre's own forms (a municipal programme's application), by the downloads page's section they join. */
export const centreForms: Readonly<Record<string, readonly SiteDocument[]>> = data.forms;

export const centreDocuments: readonly SiteDocument[] = [
  ...Object.values(data.lists).flat(),
  ...data.clauses,
  ...data.single,
  ...Object.values(data.forms).flat(),
];
