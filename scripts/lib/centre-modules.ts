/**
 * The selected centre's modules (`virtual:centre/…`) for a script run by Node itself, outside Vite:
 * `node --import ./scripts/lib/centre-modules.ts script.ts`, so the script may import the domain's modules that read
 * the centre's data.
 */
import { join } from 'node:path';
import { selectedCentre } from '../../src/integrations/centre/centre-files.ts';
import { registerCentreModules } from '../../src/integrations/centre/node-modules.ts';

const root = join(import.meta.dirname, '..', '..');
registerCentreModules({ root, id: selectedCentre(root), publicDir: join(root, 'public') });
