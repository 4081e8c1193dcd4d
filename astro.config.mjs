// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import intentHydration from './src/integrations/intent-hydration/index.ts';

export default defineConfig({
  // The public address: absolute links in the sitemap, the news feed and link previews. Production builds set it.
  site: process.env.SITE_URL || 'http://localhost:4321',
  trailingSlash: 'never',
  build: {
    format: 'file',
    // The site's CSS is small: inline in every page, nothing blocks rendering but the HTML itself.
    inlineStylesheets: 'always',
  },
  integrations: [react(), mdx(), intentHydration()],
  vite: {
    build: {
      rolldownOptions: {
        // Named chunks, so the page-weight benchmark shows which pages load what: the REST and Realtime clients
        // that public pages read with, and the rest of supabase-js (sign-in), which only the administrator needs.
        output: {
          codeSplitting: {
            groups: [
              { name: 'supabase-read', test: /node_modules[\\/]@supabase[\\/](postgrest-js|realtime-js|phoenix)[\\/]/ },
              { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/ },
            ],
          },
        },
        // Vite 8 warns once per MDX file about Astro's own directive (withastro/astro#18087); harmless.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
          warn(warning);
        },
      },
    },
  },
});
