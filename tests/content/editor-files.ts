// A page file read and written back as the visual editor does it (Keystatic 0.6.9): the frontmatter with js-yaml's
// `load` and `dump` in the order of the collection's fields, without the fields whose value is `undefined`, and the
// body through the MDX field's own reader and writer (keystatic-core-ui.js, `serializeEntryToFiles`).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dump, load } from 'js-yaml';
import keystatic from '../../keystatic.config.ts';
import centreSite from 'virtual:centre/site';

const root = join(import.meta.dirname, '..', '..');
export const pagesDir = join(root, 'content', 'pages');

interface EditorField {
  kind?: 'form' | 'object' | 'array' | string;
  formKind?: 'slug' | 'content' | string;
  parse(value: unknown, args?: unknown): unknown;
  serialize(value: unknown, args?: unknown): { value?: unknown; content?: Uint8Array };
  serializeWithSlug?(value: unknown): { value: unknown };
  /** An object field's fields, an array field's element (the page's change notes). */
  fields?: Record<string, EditorField>;
  element?: EditorField;
}

// An object or array field as Keystatic's `parseProps` and `serializeProps` take it: an absent array is empty and
// is written `[]`, an object leaves out its fields whose value is `undefined`.
function parseField(field: EditorField, value: unknown): unknown {
  if (field.kind === 'array') return ((value ?? []) as unknown[]).map((item) => parseField(field.element!, item));
  if (field.kind === 'object') {
    const object = (value ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(field.fields!).map(([key, inner]) => [key, parseField(inner, object[key])]),
    );
  }
  return field.parse(value);
}

function serializeField(field: EditorField, value: unknown): unknown {
  if (field.kind === 'array') return (value as unknown[]).map((item) => serializeField(field.element!, item) ?? null);
  if (field.kind === 'object') {
    const entries = Object.entries(field.fields!).map(([key, inner]) => [
      key,
      serializeField(inner, (value as Record<string, unknown>)[key]),
    ]);
    return Object.fromEntries(entries.filter(([, inner]) => inner !== undefined));
  }
  return field.serialize(value).value;
}

interface PageCollection {
  slugField: string;
  schema: Record<string, EditorField>;
}

const collections = keystatic.collections as unknown as Record<'pages' | 'pagesUk' | 'centrePages', PageCollection>;

/**
 * Every page file (`file` relative to its folder, content/pages or the selected centre's pages; `path` the whole
 * path) with the collection the editor shows it in.
 */
export const pageFiles = [
  { collection: collections.pages, base: pagesDir, folder: '' },
  { collection: collections.pagesUk, base: pagesDir, folder: 'uk' },
  { collection: collections.centrePages, base: join(root, centreSite.folder, 'pages'), folder: '' },
].flatMap(({ collection, base, folder }) =>
  readdirSync(join(base, folder))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({
      file: join(folder, file),
      path: join(base, folder, file),
      slug: file.replace(/\.mdx$/, ''),
      collection,
    })),
);

export type PageFile = (typeof pageFiles)[number];

const FRONTMATTER = /^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/;

/** The page as the editor holds it: every field's value; throws Keystatic's own error when it cannot open it. */
export function readPage({ collection, slug }: PageFile, text: string): Record<string, unknown> {
  const match = text.match(FRONTMATTER);
  const frontmatter = (load(match?.[1] ?? '') ?? {}) as Record<string, unknown>;
  const body = new TextEncoder().encode(match ? text.slice(match[0].length) : text);
  return Object.fromEntries(
    Object.entries(collection.schema).map(([name, field]) => [
      name,
      field.formKind === 'content'
        ? field.parse(undefined, { content: body, other: new Map(), external: new Map(), slug })
        : field.kind === 'form'
          ? field.parse(frontmatter[name], { slug: name === collection.slugField ? slug : undefined })
          : parseField(field, frontmatter[name]),
    ]),
  );
}

/** The file the editor saves for these values. */
export function writePage({ collection, slug }: PageFile, values: Record<string, unknown>): string {
  const data: Record<string, unknown> = {};
  let body = '';
  for (const [name, field] of Object.entries(collection.schema)) {
    if (field.formKind === 'content') {
      body = new TextDecoder().decode(field.serialize(values[name], { slug }).content);
      continue;
    }
    const serialized =
      name === collection.slugField && field.serializeWithSlug
        ? field.serializeWithSlug(values[name]).value
        : serializeField(field, values[name]);
    if (serialized !== undefined) data[name] = serialized;
  }
  return `---\n${dump(data)}---\n${body}`;
}
