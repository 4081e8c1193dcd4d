import type { AstroIntegration } from 'astro';
import type { BackendSettings } from './backend-env.ts';
import { centreFolder, readCentreFile } from '../centre/centre-files.ts';
import type { CentreFileName } from '../../domain/centre/schema.ts';

/** The centre's files that may hold examples, each with the paths of those left. */
function examplesLeft(root: string, id: string): { file: string; paths: string[] }[] {
  return (['centre.yaml', 'staff.yaml', 'documents.yaml'] satisfies CentreFileName[]).map((name) => ({
    file: `${centreFolder(id)}/${name}`,
    paths: readCentreFile(root, id, name).examples,
  }));
}

/** The message a production build stops with while example data is left; it names every field to fill in. */
export function unfilledMessage(fields: { file: string; paths: string[] }[]): string | null {
  const left = fields.filter(({ paths }) => paths.length);
  if (!left.length) return null;
  return [
    'Nie można opublikować strony: te dane są jeszcze przykładowe i trzeba je uzupełnić (wpisz prawdziwą wartość w miejsce „PRZYKŁAD …”):',
    ...left.map(({ file, paths }) => `  ${file}: ${paths.join(', ')}`),
    'Do podglądu i testów zbuduj stronę z ustawieniem PLACEHOLDERS_ALLOWED=1 (robią to npm start i npm test).',
  ].join('\n');
}

/**
 * A production build refuses to run while any value in the centre's data is still an example or the backend it
 * reads is not named (`backendSettings`), with every reason in one message, so that one round of fixes is enough.
 * A preview (`preview`: PLACEHOLDERS_ALLOWED) builds with the examples and the local backend, and says so.
 */
export default function publicationGuard({
  backend,
  preview,
  root,
  centre,
}: {
  backend: BackendSettings;
  preview: boolean;
  /** The project, and the centre it is built for (centres/<centre>/). */
  root: string;
  centre: string;
}): AstroIntegration {
  return {
    name: 'publication-guard',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const unfilled = unfilledMessage(examplesLeft(root, centre));
        const refusals = [preview ? null : unfilled, backend.refusal].filter((message) => message !== null);
        if (refusals.length) throw new Error(refusals.join('\n\n'));
        if (unfilled)
          logger.warn('Dane przykładowe dozwolone (PLACEHOLDERS_ALLOWED): ta wersja nie nadaje się do publikacji.');
        if (backend.warning) logger.warn(backend.warning);
      },
    },
  };
}
