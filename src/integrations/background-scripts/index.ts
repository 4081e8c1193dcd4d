import type { PageStep } from '../built-pages.ts';
import { pageScriptStarters } from './started-by-import.ts';

/**
 * Page scripts run in the background: after the build, each page's external module scripts (Astro's processed
 * `<script>`, here the watchers of the live lists, src/api/list-watch.ts) are started by a dynamic import, so
 * that the page is loaded as soon as its HTML is, as it was when only islands loaded code. A watcher has
 * nothing to do before the page is shown, and nothing on a page waits for one.
 */
export default function backgroundScripts(): PageStep {
  return { name: 'background-scripts', changes: (_html, page) => pageScriptStarters(page) };
}
