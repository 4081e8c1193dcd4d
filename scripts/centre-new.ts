/**
 * `npm run centre:new -- --id <id> --name "<pełna nazwa>" --town "<miejscowość>" --voivodeship <województwo>`:
 * a new centre's folder, centres/<id>/, from the template (scripts/lib/new-centre.ts). docs/new-centre.md says
 * what comes next.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createCentre, NewCentreRefusal } from './lib/new-centre.ts';
import { fill } from '../src/i18n/message.ts';
import { siteDay } from '../src/domain/site-date.ts';

const USAGE =
  'Użycie: npm run centre:new -- --id gops-przykladowo --name "Gminny Ośrodek Pomocy Społecznej w Przykładowie" --town "Przykładowo" --voivodeship mazowieckie';

function request() {
  try {
    return parseArgs({
      options: {
        id: { type: 'string' },
        name: { type: 'string' },
        town: { type: 'string' },
        voivodeship: { type: 'string' },
      },
    }).values;
  } catch (error) {
    throw new NewCentreRefusal(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  }
}

try {
  const root = join(import.meta.dirname, '..');
  const given = request();
  const written = createCentre(root, given, siteDay());
  console.log(
    [
      fill.pl(
        'Utworzono ośrodek {id} ({count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}} w centres/{id}/).',
        {
          id: given.id!,
          count: written.length,
        },
      ),
      `Podgląd: CENTRE=${given.id} npm start (wartości „PRZYKŁAD …” są jeszcze przykładowe).`,
      `Lista do uzupełnienia: CENTRE=${given.id} npm run build. Kolejne kroki: docs/new-centre.md.`,
    ].join('\n'),
  );
} catch (error) {
  if (!(error instanceof NewCentreRefusal)) throw error;
  console.error(`${error.message}\nNic nie zapisano.`);
  process.exit(1);
}
