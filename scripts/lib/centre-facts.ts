/**
 * The facts of each centre the project holds (its names and their cases, town and its stem, street, phones,
 * e-mails, addresses, voivodeship and its stem), read from its centre.yaml, its examples left out: what no shared
 * file may hold (tests/content/centre-facts-in-shared-files.test.ts) and no other centre's built page may show
 * (e2e/second-centre/).
 */
import { centreIds, readCentreFile } from '../../src/integrations/centre/centre-files.ts';
import type { CentreData } from '../../src/domain/centre/schema.ts';

/** The words several forms of a name share ('Tomyśl' of Nowy Tomyśl, Nowego Tomyśla, Nowym Tomyślu). */
function sharedStem(forms: string[]): string[] {
  const lastWords = forms.map((form) => form.toLocaleLowerCase('pl-PL').split(/\s+/).at(-1) ?? '');
  let stem = lastWords[0] ?? '';
  for (const word of lastWords) while (!word.startsWith(stem)) stem = stem.slice(0, -1);
  return stem.length >= 5 ? [stem] : [];
}

/** A centre's facts: its names, town, address, numbers, addresses and region, less the examples every centre has. */
export function factsOf(data: CentreData, examples: readonly string[]): string[] {
  const exampleValues = new Set(examples);
  const { address, town, mayor, voivodeship } = data;
  const values = [
    data.name,
    data.nameGenitive,
    data.nameInUkrainian.nominative,
    data.nameInUkrainian.genitive,
    data.shortName,
    address.street,
    address.city,
    ...Object.values(town),
    data.municipality,
    ...Object.values(mayor),
    ...Object.values(voivodeship),
    data.phone,
    data.smsPhone,
    data.email,
    data.website,
    data.eDeliveryAddress,
    data.bipUrl,
    data.socialMedia.url,
    ...Object.values(data.sections).map((section) => section.phone),
    data.dataProtectionOfficer.email,
    data.dataProtectionDeputy.email,
    data.accessibility.email,
  ];
  return [
    ...new Set([
      ...values.filter((value) => !exampleValues.has(value) && value.length >= 5),
      ...sharedStem([town.nominative, town.genitive, town.locative]),
      ...sharedStem([voivodeship.name, voivodeship.region, voivodeship.adjective]),
    ]),
  ];
}

/** The facts `text` holds, compared without case. */
export function factsIn(text: string, facts: readonly string[]): string[] {
  const folded = text.toLocaleLowerCase('pl-PL');
  return facts.filter((fact) => folded.includes(fact.toLocaleLowerCase('pl-PL')));
}

/** Every centre of the project at `root` with its facts, the values it marks as examples left out. */
export function centreFacts(root: string): { centre: string; facts: string[] }[] {
  return centreIds(root).map((centre) => {
    const { data, examples } = readCentreFile(root, centre, 'centre.yaml');
    const exampleValues = examples.map(
      (path) =>
        path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], data) as string,
    );
    return { centre, facts: factsOf(data, exampleValues) };
  });
}
