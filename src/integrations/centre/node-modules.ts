/**
 * The selected centre's modules (`virtual:centre/…`, ./modules.ts) for code that Node loads itself, outside Vite:
 * an integration's hook that imports the domain (the site date's report of the amounts), the scripts
 * (scripts/lib/centre-modules.ts) and the browser tests' facts (playwright.config.ts).
 */
import { registerHooks } from 'node:module';
import { CENTRE_MODULES, moduleSource, placeholderModule } from './modules.ts';

let registered = false;

export function registerCentreModules(centre: { root: string; id: string; publicDir: string }): void {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve: (specifier, context, nextResolve) =>
      specifier.startsWith(CENTRE_MODULES) ? { url: specifier, shortCircuit: true } : nextResolve(specifier, context),
    load: (url, context, nextLoad) => {
      if (!url.startsWith(CENTRE_MODULES)) return nextLoad(url, context);
      const source = moduleSource(centre, url.slice(CENTRE_MODULES.length), placeholderModule('url'));
      if (source === undefined) throw new Error(`Nie ma modułu ${url}.`);
      return { format: 'module', source, shortCircuit: true };
    },
  });
}
