import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { sections, type SectionId } from './data/sections.ts';

const sectionIds = Object.keys(sections) as [SectionId, ...SectionId[]];

/**
 * Frontmatter of every page in content/pages (documented for editors in content/README.md).
 * Astro reports a failing field together with the file it came from.
 */
const pageSchema = z.object({
  /** The page title: the only <h1>, the browser tab title and the card heading in search results. */
  title: z.string({ error: 'tytuł jest wymagany' }).trim().min(3, 'tytuł jest wymagany (co najmniej 3 znaki)'),
  /** One or two sentences for search engines, link previews and search results (50–200 characters). */
  description: z
    .string({ error: 'opis jest wymagany (50–200 znaków)' })
    .trim()
    .min(50, 'opis musi mieć co najmniej 50 znaków')
    .max(200, 'opis może mieć najwyżej 200 znaków'),
  /** The page's address, e.g. "/zasilek-staly"; must equal the file name. */
  route: z.string({ error: 'ścieżka jest wymagana, np. "/zasilek-staly"' }).regex(/^\/[a-z0-9]+(-[a-z0-9]+)*$/, 'ścieżka musi wyglądać jak "/zasilek-staly"'),
  /** The part of the site the page belongs to. */
  section: z.enum(sectionIds, { error: `dział musi być jednym z: ${sectionIds.join(', ')}` }),
  /** When an editor last checked the content against current law and figures (YYYY-MM-DD). */
  lastReviewed: z.coerce.date({ error: 'data sprawdzenia musi mieć postać RRRR-MM-DD' }),
  /** Whether the page ends with the centre's contact block. */
  contactBlock: z.boolean({ error: 'contactBlock to true albo false' }).default(true),
});

const pages = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/pages' }),
  schema: pageSchema,
});

export const collections = { pages };
