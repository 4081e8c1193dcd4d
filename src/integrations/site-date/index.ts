import type { AstroIntegration } from 'astro';
import { siteDay } from '../../domain/site-date.ts';
import { amountChangeReport } from './report.ts';

/**
 * Fixes the site's date once for the build (`SITE_DATE=YYYY-MM-DD`, or the build day in Poland), for the pages
 * and for the self-check in the browser alike, and says what it means for the amounts: which ones the module does
 * not know yet on that day, and on which days a rebuild is due because a value starts.
 */
export default function siteDate(): AstroIntegration {
  const day = siteDay();
  return {
    name: 'site-date',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { define: { __SITE_DATE__: JSON.stringify(day) } } });
      },
      'astro:build:done': async ({ logger }) => {
        const { amounts } = await import('../../domain/amounts/index.ts');
        for (const { level, text } of amountChangeReport(amounts, day)) logger[level](text);
      },
    },
  };
}
