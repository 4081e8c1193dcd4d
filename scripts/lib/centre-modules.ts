/**
 * The selected centre's modules (`virtual:centre/…`, src/integrations/centre/modules.ts) for a script run by Node
 * itself, outside Vite: `node --import ./scripts/lib/centre-modules.ts script.ts`, so the script may import the
 * domain's modules that read the centre's data.
 */
import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { selectedCentre } from '../../src/integrations/centre/centre-files.ts';
import { CENTRE_MODULES, moduleSource, placeholderModule } from '../../src/integrations/centre/modules.ts';

const root = join(import.meta.dirname, '..', '..');
const centre = { root, id: selectedCentre(root), publicDir: join(root, 'public') };

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
