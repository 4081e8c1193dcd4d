/**
 * The centre's contact details, from the selected centre's centres/<id>/centre.yaml (checked when the build reads
 * it: src/integrations/centre/). Values written there as `PRZYKŁAD …` are examples, not real yet: a production
 * build refuses to run while any is left. Everything a resident sees about addresses, phones, rooms and hours is
 * read from here.
 */
import data, { names } from 'virtual:centre/centre';
import type { CentreData } from './schema.ts';

export type OpeningHours = CentreData['hours']['office'];

/** Contact details, hours and sections: what the pages and the browser's few uses (the feedback's phone) read. */
export const centre: Readonly<typeof data> = data;

/**
 * The centre's names in the cases pages use, its town, municipality and voivodeship, and the shared pages it hides:
 * for the pages' text at build time only (`<Centre field="town.locative" />`), so no browser code carries them.
 */
export const centreNames: Readonly<typeof names> = names;

/** The address on one line, as on an envelope. */
export function fullAddress(): string {
  const { street, postalCode, city } = centre.address;
  return `${street}, ${postalCode} ${city}`;
}

export { telHref } from '../../util/tel.ts';
