import type { AstroIntegration } from 'astro';
import { centre } from '../../domain/centre/centre.ts';
import { departments } from '../../domain/centre/staff.ts';
import { placeholdersIn } from '../../domain/centre/placeholder.ts';
import type { BackendSettings } from './backend-env.ts';

/** The message a production build stops with while example data is left; it names every field to fill in. */
export function unfilledMessage(fields: { file: string; paths: string[] }[]): string | null {
  const left = fields.filter(({ paths }) => paths.length);
  if (!left.length) return null;
  return [
    'Nie można opublikować strony: te dane są jeszcze przykładowe i trzeba je uzupełnić (usuń też `placeholder(…)`):',
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
}: {
  backend: BackendSettings;
  preview: boolean;
}): AstroIntegration {
  return {
    name: 'publication-guard',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const unfilled = unfilledMessage([
          { file: 'src/domain/centre/centre.ts', paths: placeholdersIn(centre) },
          { file: 'src/domain/centre/staff.ts', paths: placeholdersIn(departments) },
        ]);
        const refusals = [preview ? null : unfilled, backend.refusal].filter((message) => message !== null);
        if (refusals.length) throw new Error(refusals.join('\n\n'));
        if (unfilled)
          logger.warn('Dane przykładowe dozwolone (PLACEHOLDERS_ALLOWED): ta wersja nie nadaje się do publikacji.');
        if (backend.warning) logger.warn(backend.warning);
      },
    },
  };
}
