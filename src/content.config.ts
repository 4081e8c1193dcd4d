import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import centreSite from 'virtual:centre/site';
import { pageSchema } from './domain/site/page-schema.ts';
import { pageIdOf } from './integrations/centre/centre-pages.ts';

const pages = defineCollection({
  // The shared pages of content/pages (less those the centre hides) and the selected centre's own pages; the route
  // is the file's path in its folder: content/pages/zasilek-staly.mdx is /zasilek-staly, centres/<id>/pages/kadra.mdx
  // is /kadra.
  loader: glob({ pattern: centreSite.pages.patterns, base: '.', generateId: ({ entry }) => pageIdOf(entry) }),
  schema: pageSchema,
});

// Named places where a shared page takes the centre's own text: centres/<id>/slots/<name>.md (<CentreText name="…" />).
const slots = defineCollection({
  loader: glob({ pattern: '*.md', base: `./${centreSite.folder}/slots` }),
});

export const collections = { pages, slots };
