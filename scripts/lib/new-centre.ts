/**
 * A new centre's folder, centres/<id>/, made from the template in scripts/centre-template/ (`npm run centre:new`):
 * the name, the town and the voivodeship given are written in, everything else stays a `PRZYKŁAD …` example the
 * production build refuses, and every document the template registers gets a marked sample PDF, so the new centre
 * builds at once with PLACEHOLDERS_ALLOWED=1. Every check runs before the first file is written: a refusal writes
 * nothing.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  CentreError,
  centreFolder,
  CENTRES_FOLDER,
  parseCentreFile,
} from '../../src/integrations/centre/centre-files.ts';
import type { CentreFileName } from '../../src/domain/centre/schema.ts';
import { placeholderPdf } from './placeholder-pdf.ts';
import { voivodeship, voivodeshipNames } from './voivodeships.ts';

export const TEMPLATE_FOLDER = 'scripts/centre-template';

/** Why `centre:new` wrote nothing, in Polish. */
export class NewCentreRefusal extends Error {}

export interface NewCentre {
  id?: string;
  name?: string;
  town?: string;
  voivodeship?: string;
}

/** An id is a part of the address of a folder and of `dist-<id>/`: lower-case letters, digits, single hyphens. */
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ID_MAX = 40;
/** Words a YAML value may hold unquoted: letters, digits, spaces and the punctuation of Polish names. */
const WORDS = /^[\p{L}\d][\p{L}\d .,'„”()–-]*$/u;

function refusals(root: string, { id, name, town, voivodeship: region }: NewCentre): string[] {
  const problems: string[] = [];
  if (!id) problems.push('Podaj identyfikator ośrodka: --id, np. --id gops-przykladowo.');
  else if (!ID.test(id) || id.length > ID_MAX)
    problems.push(
      `Identyfikator „${id}” jest niepoprawny: użyj małych liter bez polskich znaków, cyfr i pojedynczych łączników (najwyżej ${ID_MAX} znaków), np. gops-przykladowo.`,
    );
  else if (existsSync(join(root, CENTRES_FOLDER, id)))
    problems.push(`Ośrodek „${id}” już jest (folder ${centreFolder(id)}/): wybierz inny identyfikator.`);
  for (const [value, option, example] of [
    [name, '--name', 'Gminny Ośrodek Pomocy Społecznej w Przykładowie'],
    [town, '--town', 'Przykładowo'],
  ] as const) {
    if (!value?.trim()) problems.push(`Podaj ${option} "…", np. ${option} "${example}".`);
    else if (!WORDS.test(value.trim()))
      problems.push(`${option} „${value}”: dozwolone są litery, cyfry, spacje, kropki, przecinki, nawiasy i łączniki.`);
  }
  if (!region || !voivodeship(region))
    problems.push(
      `${region ? `Nie ma województwa „${region}”` : 'Podaj województwo: --voivodeship'}; podaj nazwę urzędową małymi literami: ${voivodeshipNames.join(', ')}.`,
    );
  return problems;
}

/** The template's files, relative to its folder. */
function templateFiles(root: string): string[] {
  return readdirSync(join(root, TEMPLATE_FOLDER), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(join(root, TEMPLATE_FOLDER).length + 1));
}

/** The files of the new centre, by their path in the project, each checked as the build will check it. */
export function newCentreFiles(root: string, request: NewCentre, today: string): Map<string, string | Uint8Array> {
  const problems = refusals(root, request);
  if (problems.length) throw new NewCentreRefusal(problems.join('\n'));
  const id = request.id!;
  const region = voivodeship(request.voivodeship!)!;
  const values: Record<string, string> = {
    name: request.name!.trim(),
    town: request.town!.trim(),
    today,
    ...Object.fromEntries(Object.entries(region).map(([key, value]) => [`voivodeship.${key}`, value])),
  };
  const fill = (text: string) =>
    text.replace(/\{\{([a-z.]+)\}\}/gi, (token, key: string) => {
      if (!(key in values)) throw new Error(`${TEMPLATE_FOLDER}: nieznane pole ${token}`);
      return values[key]!;
    });
  const files = new Map<string, string | Uint8Array>();
  for (const file of templateFiles(root))
    files.set(`${centreFolder(id)}/${file}`, fill(readFileSync(join(root, TEMPLATE_FOLDER, file), 'utf8')));
  const read = <Name extends CentreFileName>(name: Name) => {
    const path = `${centreFolder(id)}/${name}`;
    try {
      return parseCentreFile(name, files.get(path) as string, path).data;
    } catch (error) {
      if (error instanceof CentreError) throw new NewCentreRefusal(error.message);
      throw error;
    }
  };
  const centre = read('centre.yaml');
  for (const other of ['staff.yaml', 'amounts.yaml', 'theme.yaml'] as const) read(other);
  const documents = read('documents.yaml');
  const registered = [
    ...Object.values(documents.lists).flat(),
    ...documents.clauses,
    ...documents.single,
    ...Object.values(documents.forms).flat(),
  ];
  for (const doc of registered) {
    if (existsSync(join(root, 'public', doc.href))) continue;
    files.set(
      `${centreFolder(id)}/public${doc.href}`,
      placeholderPdf({
        title: doc.title,
        author: centre.name,
        body: [
          `To jest przykładowy plik w miejscu dokumentu "${doc.title}".`,
          'Ośrodek zastąpi go właściwym dokumentem pod tym samym adresem.',
        ],
      }),
    );
  }
  return files;
}

/** Writes the new centre's folder; returns the files written. */
export function createCentre(root: string, request: NewCentre, today: string): string[] {
  const files = newCentreFiles(root, request, today);
  for (const [path, content] of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return [...files.keys()];
}
