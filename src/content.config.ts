import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { pageSchema } from './domain/site/page-schema.ts';
import { centreFolder, readCentreFile, selectedCentre } from './integrations/centre/centre-files.ts';
import { centrePages, pageIdOf } from './integrations/centre/centre-pages.ts';

// The selected centre (CENTRE, default nowy-tomysl), read in Node as the collections are set up.
const root = process.cwd();
const centre = selectedCentre(root);
const { patterns } = centrePages(root, centre, readCentreFile(root, centre, 'centre.yaml').data.hiddenPages);

const pages = defineCollection({
  // The shared pages of content/pages (less those the centre hides) and the selected centre's own pages; the route
  // is the file's path in its folder: content/pages/zasilek-staly.mdx is /zasilek-staly, centres/<id>/pages/kadra.mdx
  // is /kadra.
  loader: glob({ pattern: patterns, base: '.', generateId: ({ entry }) => pageIdOf(entry) }),
  schema: pageSchema,
});

// Named places where a shared page takes the centre's own text: centres/<id>/slots/<name>.md (<CentreText name="…" />).
const slots = defineCollection({
  loader: glob({ pattern: '*.md', base: `./${centreFolder(centre)}/slots` }),
});

export const collections = { pages, slots };
