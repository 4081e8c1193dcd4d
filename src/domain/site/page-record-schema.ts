/**
 * The frontmatter of a page's record (issue 47): when it was first published, its change notes, who answers for
 * it and how often it is reviewed. Spread into the page schema (page-schema.ts); the rules that need the site's
 * date or other pages (a note in the future, notes out of order) are checked by src/domain/trust/changes.ts.
 */
import { z } from 'astro/zod';

const day = (what: string) => z.coerce.date({ error: `${what} musi mieć postać RRRR-MM-DD` });

/** The section of the centre that answers for a page unless its frontmatter names another (a key of `centre.sections`). */
export const DEFAULT_RESPONSIBLE = 'secretariat';

/** How many months after its last review a page is due again unless its frontmatter says otherwise. */
export const DEFAULT_REVIEW_MONTHS = 12;

const change = z
  .object({
    date: day('data zmiany'),
    /** important: listed with its note on the page's changes and /zmiany; correction: a typo, listed nowhere. */
    kind: z.enum(['important', 'correction'], { error: 'rodzaj zmiany to important albo correction' }),
    note: z
      .string({ error: 'opis zmiany to tekst' })
      .trim()
      .max(200, 'opis zmiany może mieć najwyżej 200 znaków')
      .optional(),
  })
  .refine((entry) => entry.kind !== 'important' || (entry.note?.length ?? 0) >= 5, {
    message: 'ważna zmiana musi mieć opis (co najmniej 5 znaków)',
    path: ['note'],
  });

export const pageRecordFields = {
  /** The day the page was first published (YYYY-MM-DD). */
  published: day('data publikacji'),
  /** The page's changes, oldest first, each dated; an important one with its note. */
  changes: z.array(change, { error: 'zmiany to lista' }).default([]),
  /** Which section of the centre answers for the page: a key of `centre.sections`, e.g. familyBenefits. */
  responsible: z
    .string({ error: 'odpowiedzialny dział to klucz działu ośrodka, np. familyBenefits' })
    .regex(/^[a-z][A-Za-z]*$/, 'odpowiedzialny dział to klucz działu ośrodka, np. familyBenefits')
    .default(DEFAULT_RESPONSIBLE),
  /** Months between reviews, counted from lastReviewed. */
  reviewEvery: z
    .number({ error: 'okres przeglądu to liczba miesięcy, np. 12' })
    .int('okres przeglądu to liczba miesięcy, np. 12')
    .min(1, 'okres przeglądu to co najmniej 1 miesiąc')
    .max(36, 'okres przeglądu to najwyżej 36 miesięcy')
    .default(DEFAULT_REVIEW_MONTHS),
};

export type PageChange = z.output<typeof change>;
