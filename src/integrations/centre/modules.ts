/**
 * The selected centre's modules as source text, for the Vite plugin (./index.ts) and the scripts' Node hooks
 * (scripts/lib/centre-modules.ts):
 * - `virtual:centre/centre`, `virtual:centre/staff`, `virtual:centre/documents`: centre.yaml, staff.yaml and
 *   documents.yaml as checked data (src/domain/centre/centre.ts, staff.ts and src/domain/documents/ read them);
 * - `virtual:centre/site`: the centre's id and folder, the folder its public files are served from, and its pages
 *   (the visual editor's page files);
 * - `virtual:centre/editor`: its data files as written, examples marked, for the visual editor (keystatic.config.ts),
 *   which gives each file fields of the same shape.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { centreFolder, readCentreFile } from './centre-files.ts';
import { centrePages } from './centre-pages.ts';
import type { AmountsData, CentreFileName } from '../../domain/centre/schema.ts';
import { dated } from '../../domain/amounts/money.ts';
import { common } from '../../domain/amounts/common.ts';
import { socialAssistance } from '../../domain/amounts/social-assistance.ts';
import { familyBenefits } from '../../domain/amounts/family-benefits.ts';
import { programs } from '../../domain/amounts/programs.ts';
import { CentreError } from './centre-files.ts';

export const CENTRE_MODULES = 'virtual:centre/';

export const DATA_FILES: Record<string, CentreFileName> = {
  centre: 'centre.yaml',
  staff: 'staff.yaml',
  documents: 'documents.yaml',
  amounts: 'amounts.yaml',
};

export interface CentreSite {
  id: string;
  /** The project-relative folder of the centre (centres/<id>). */
  folder: string;
  /** Where its public files and the shared ones are served from. */
  publicDir: string;
  pages: ReturnType<typeof centrePages>;
}

/** What `virtual:centre/site` holds for centre `id`. */
export function centreSite(root: string, id: string, publicDir: string): CentreSite {
  const { hiddenPages } = readCentreFile(root, id, 'centre.yaml').data;
  return { id, folder: centreFolder(id), publicDir, pages: centrePages(root, id, hiddenPages) };
}

/** The module that registers examples: a path for Vite, a file URL for Node's own loader. */
export const placeholderModule = (as: 'path' | 'url') => {
  const url = new URL('../../domain/centre/placeholder.ts', import.meta.url);
  return as === 'url' ? url.href : fileURLToPath(url);
};

/**
 * `value` as JavaScript, each example (by its path) wrapped in `placeholder(…)`, as the centre's data was written
 * before it moved to YAML: the examples are known wherever the data is (the publication guard's test, the editor).
 */
export function withPlaceholders(value: unknown, examples: ReadonlySet<string>, path = ''): string {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === 'string')
    return examples.has(path) ? `placeholder(${JSON.stringify(value)})` : JSON.stringify(value);
  if (Array.isArray(value))
    return `[${value.map((item, index) => withPlaceholders(item, examples, at(index))).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${withPlaceholders(item, examples, at(key))}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * The fields of centre.yaml that only the build's pages use (the names in their cases, the town, the
 * municipality, the voivodeship, the hidden pages): `virtual:centre/centre` exports them apart (`names`), so the
 * browser's copy of the contact details (the feedback question's phone) does not carry them.
 */
export const BUILD_ONLY_CENTRE_FIELDS = [
  'nameGenitive',
  'nameInUkrainian',
  'town',
  'municipality',
  'voivodeship',
  'hiddenPages',
] as const;

function centreModule(data: Record<string, unknown>, examples: ReadonlySet<string>): string {
  const buildOnly = new Set<string>(BUILD_ONLY_CENTRE_FIELDS);
  const part = (keep: boolean) =>
    Object.fromEntries(Object.entries(data).filter(([key]) => buildOnly.has(key) === keep));
  return `export const names = ${withPlaceholders(part(true), examples)};\nexport default ${withPlaceholders(part(false), examples)};`;
}

/** The files of a centre the visual editor offers, as they are written (centre.yaml must exist; the rest may not). */
export const EDITED_FILES = [
  'centre.yaml',
  'staff.yaml',
  'documents.yaml',
  'amounts.yaml',
  'theme.yaml',
  'search.yaml',
] as const;

export interface CentreEditorFiles {
  id: string;
  folder: string;
  /** The centre's short name, for the editor's labels. */
  shortName: string;
  files: { name: (typeof EDITED_FILES)[number]; data: unknown }[];
}

function editorFiles(root: string, id: string): CentreEditorFiles {
  const folder = centreFolder(id);
  const files = EDITED_FILES.filter((name) => existsSync(join(root, folder, name))).map((name) => ({
    name,
    data: parse(readFileSync(join(root, folder, name), 'utf8')) as unknown,
  }));
  return { id, folder, shortName: readCentreFile(root, id, 'centre.yaml').data.shortName, files };
}

/**
 * The centre's amounts as the national ones are written (a dated value as `dated()` makes it), so the browser's copy
 * (the self-check's) is the data alone; a group that takes a national group's name would hide it and stops the build.
 */
function amountsModule(amounts: AmountsData, file: string): string {
  const national = new Set([common, socialAssistance, familyBenefits, programs].flatMap((area) => Object.keys(area)));
  const clashing = Object.keys(amounts).filter((group) => national.has(group));
  if (clashing.length)
    throw new CentreError(
      `${file}: grupy ${clashing.map((group) => `„${group}”`).join(', ')} nazywają się jak grupy kwot krajowych ` +
        '(src/domain/amounts/) – zmień ich nazwy.',
    );
  const figures = Object.fromEntries(
    Object.entries(amounts).map(([group, named]) => [
      group,
      Object.fromEntries(
        Object.entries(named).map(([name, figure]) => [name, 'values' in figure ? dated(...figure.values) : figure]),
      ),
    ]),
  );
  return `export default ${JSON.stringify(figures)};`;
}

/** The source of module `name` (centre, staff, documents, site) of centre `id`; undefined for another name. */
export function moduleSource(
  { root, id, publicDir }: { root: string; id: string; publicDir: string },
  name: string,
  placeholderFrom: string,
): string | undefined {
  if (name === 'site') return `export default ${JSON.stringify(centreSite(root, id, publicDir))};`;
  if (name === 'editor') return `export default ${JSON.stringify(editorFiles(root, id))};`;
  const file = DATA_FILES[name];
  if (!file) return undefined;
  const { data, examples } = readCentreFile(root, id, file);
  if (name === 'amounts') return amountsModule(data as AmountsData, `${centreFolder(id)}/${file}`);
  const imports = examples.length ? `import { placeholder } from ${JSON.stringify(placeholderFrom)};\n` : '';
  const body =
    name === 'centre'
      ? centreModule(data, new Set(examples))
      : `export default ${withPlaceholders(data, new Set(examples))};`;
  return `${imports}${body}`;
}
