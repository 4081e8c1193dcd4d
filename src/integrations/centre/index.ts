/**
 * The selected centre (`CENTRE`, default the first centre, nowy-tomysl) for the build, `npm run dev`/`edit` and the unit tests: a Vite
 * plugin that serves its modules (./modules.ts), each data file checked against its schema here, in Node, so no
 * schema reaches a browser. A malformed file stops the build or the dev server at once with the file and the field
 * named.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { centreFolder, selectedCentre } from './centre-files.ts';
import { CENTRE_MODULES, DATA_FILES, moduleSource, placeholderModule } from './modules.ts';

export type { CentreSite } from './modules.ts';

export function centreData({ root, publicDir }: { root: string; publicDir?: string }): Plugin {
  const centre = { root, id: selectedCentre(root), publicDir: publicDir ?? join(root, 'public') };
  return {
    name: 'centre-data',
    enforce: 'pre',
    resolveId(source) {
      // The logo is a file of the centre's folder, named by its content like any asset.
      if (source.startsWith(`${CENTRE_MODULES}logo.svg`))
        return join(root, centreFolder(centre.id), source.slice(CENTRE_MODULES.length));
      return source.startsWith(CENTRE_MODULES) ? `\0${source}` : undefined;
    },
    load(resolved) {
      if (!resolved.startsWith(`\0${CENTRE_MODULES}`)) return undefined;
      const name = resolved.slice(CENTRE_MODULES.length + 1);
      // Edits to the centre's files reload the modules that read them while developing.
      this.addWatchFile(join(root, centreFolder(centre.id), DATA_FILES[name] ?? 'centre.yaml'));
      const source = moduleSource(centre, name, placeholderModule('path'));
      if (source === undefined)
        this.error(
          `Nie ma modułu ${CENTRE_MODULES}${name}: są ${[...Object.keys(DATA_FILES), 'site', 'editor'].join(', ')}.`,
        );
      return source;
    },
  };
}
