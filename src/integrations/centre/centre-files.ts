/**
 * A centre's folder, centres/<id>/, as the build reads it: which centre `CENTRE` selects (by default
 * nowy-tomysl), and each of its data files read, its examples marked `PRZYKŁAD …` unwrapped, and checked against
 * its schema (src/domain/centre/schema.ts). Every mistake is a Polish message naming the file and the field. Only
 * the selected centre's folder is ever read.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, YAMLParseError } from 'yaml';
import { centreFileSchemas, type CentreFileName } from '../../domain/centre/schema.ts';
import { contrastProblems, type Theme } from '../../domain/centre/theme.ts';
import type { z } from 'astro/zod';

export const CENTRES_FOLDER = 'centres';
export const DEFAULT_CENTRE = 'nowy-tomysl';
/** What starts a value the centre has not supplied yet: `phone: PRZYKŁAD +48 61 000 00 00`. */
export const EXAMPLE_MARK = 'PRZYKŁAD';

export class CentreError extends Error {}

/** The centres the project holds: every folder of centres/ with a centre.yaml. */
export function centreIds(root: string): string[] {
  const folder = join(root, CENTRES_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'centre.yaml')))
    .map((entry) => entry.name)
    .sort();
}

/** The centre `CENTRE` names, or the default; an unknown one stops at once. */
export function selectedCentre(root: string, env: Record<string, string | undefined> = process.env): string {
  const id = env.CENTRE?.trim() || DEFAULT_CENTRE;
  const known = centreIds(root);
  if (!known.includes(id))
    throw new CentreError(
      `CENTRE=${id}: nie ma takiego ośrodka (folderu ${CENTRES_FOLDER}/${id}/ z plikiem centre.yaml). ` +
        `Ośrodki w projekcie: ${known.join(', ') || 'żadnego'}. Podaj jeden z nich albo usuń CENTRE, by zbudować ${DEFAULT_CENTRE}.`,
    );
  return id;
}

/** The folder of centre `id`, relative to the project. */
export const centreFolder = (id: string) => `${CENTRES_FOLDER}/${id}`;

/** A data file read and checked, and the dotted paths of the values it marks as examples (`address.street`). */
export interface CentreFile<Data> {
  data: Data;
  examples: string[];
}

/** The value without its example marks; the path of each example is pushed onto `examples`. */
export function unwrapExamples(value: unknown, examples: string[], path = ''): unknown {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === 'string') {
    if (value !== EXAMPLE_MARK && !value.startsWith(`${EXAMPLE_MARK} `)) return value;
    examples.push(path);
    return value.slice(EXAMPLE_MARK.length + 1);
  }
  if (Array.isArray(value)) return value.map((item, index) => unwrapExamples(item, examples, at(index)));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, unwrapExamples(item, examples, at(key))]),
    );
  return value;
}

/** The file's text read and checked; `file` names it in every message (e.g. centres/nowy-tomysl/centre.yaml). */
export function parseCentreFile<Name extends CentreFileName>(
  name: Name,
  text: string,
  file: string,
): CentreFile<z.infer<(typeof centreFileSchemas)[Name]>> {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const where = error.linePos?.[0] ? ` (wiersz ${error.linePos[0].line})` : '';
    throw new CentreError(`${file}${where}: plik nie jest poprawnym YAML-em – sprawdź wcięcia, dwukropki i myślniki.`);
  }
  const examples: string[] = [];
  const result = centreFileSchemas[name].safeParse(unwrapExamples(raw ?? {}, examples));
  if (result.success) {
    const unreadable = name === 'theme.yaml' ? contrastProblems(result.data as Theme) : [];
    if (unreadable.length) throw new CentreError(`${file}: za mały kontrast kolorów:\n  ${unreadable.join('\n  ')}`);
    return { data: result.data as z.infer<(typeof centreFileSchemas)[Name]>, examples };
  }
  const problems = result.error.issues.map((issue) => {
    const message =
      issue.code === 'unrecognized_keys'
        ? `nieznane pole ${issue.keys.map((key) => `„${key}”`).join(', ')}`
        : issue.message;
    return `  pole „${issue.path.join('.') || '(cały plik)'}”: ${message}`;
  });
  throw new CentreError(`${file}: popraw dane ośrodka:\n${problems.join('\n')}`);
}

/** Centre `id`'s data file `name`, read from its folder and checked. */
export function readCentreFile<Name extends CentreFileName>(
  root: string,
  id: string,
  name: Name,
): CentreFile<z.infer<(typeof centreFileSchemas)[Name]>> {
  const file = `${centreFolder(id)}/${name}`;
  const path = join(root, file);
  if (!existsSync(path))
    throw new CentreError(
      `Brak pliku ${file}: każdy ośrodek ma go w swoim folderze (wzór: ${centreFolder(DEFAULT_CENTRE)}/${name}).`,
    );
  return parseCentreFile(name, readFileSync(path, 'utf8'), file);
}

/** Where centre `id`'s build goes: dist/ for the default centre, dist-<id>/ for another, so two builds stand side by side. */
export const outDirOf = (id: string) => (id === DEFAULT_CENTRE ? 'dist' : `dist-${id}`);

/**
 * Where centre `id`'s local backend keeps its database: .data/ for the default centre (as before there were
 * several), .data/<id>/ for another; the database itself is in a `pgdata` folder inside, so they never meet.
 */
export const dataDirOf = (id: string) => (id === DEFAULT_CENTRE ? '.data' : `.data/${id}`);
