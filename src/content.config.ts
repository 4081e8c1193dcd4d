import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { pageSchema } from './domain/site/page-schema.ts';

const pages = defineCollection({
  // The route is the file's path: content/pages/zasilek-staly.mdx is /zasilek-staly.
  loader: glob({ pattern: '**/*.mdx', base: './content/pages' }),
  schema: pageSchema,
});

export const collections = { pages };
