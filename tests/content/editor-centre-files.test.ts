import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import keystatic from '../../keystatic.config.ts';
import centreEditor from 'virtual:centre/editor';

/**
 * The visual editor per centre (issue 46, point 8): the selected centre's data files are its singletons, each opened
 * and saved back unchanged by fields made from its shape, and the editor knows no path outside the shared pages and
 * that centre's folder, so it cannot save into another centre's.
 */
const root = join(import.meta.dirname, '..', '..');

interface Field {
  kind: 'form' | 'object' | 'array' | string;
  fields?: Record<string, Field>;
  element?: Field;
  parse?(value: unknown, args?: unknown): unknown;
  serialize?(value: unknown): { value?: unknown };
}

/** A value read into the editor and written back, as Keystatic walks a schema (form fields hold the values). */
function roundTrip(field: Field, value: unknown): unknown {
  if (field.kind === 'object') {
    const group = (value ?? {}) as Record<string, unknown>;
    const entries = Object.entries(field.fields!).map(([key, inner]) => [key, roundTrip(inner, group[key])] as const);
    return Object.fromEntries(entries.filter(([, inner]) => inner !== undefined));
  }
  if (field.kind === 'array') return ((value ?? []) as unknown[]).map((item) => roundTrip(field.element!, item));
  return field.serialize!(field.parse!(value)).value;
}

const singletons = keystatic.singletons as unknown as Record<string, { path: string; schema: Record<string, Field> }>;

describe('the visual editor of a centre', () => {
  it.each(centreEditor.files.map((file) => file.name))('opens and saves %s unchanged', (name) => {
    const singleton = singletons[`centre-${name.replace(/\.yaml$/, '')}`]!;
    expect(singleton.path).toBe(`${centreEditor.folder}/${name.replace(/\.yaml$/, '')}`);
    const written = parse(readFileSync(join(root, centreEditor.folder, name), 'utf8')) as Record<string, unknown>;
    expect(roundTrip({ kind: 'object', fields: singleton.schema }, written)).toEqual(written);
  });

  it('keeps an example marked, so the published site still refuses it', () => {
    const singleton = singletons['centre-centre']!;
    const written = parse(readFileSync(join(root, centreEditor.folder, 'centre.yaml'), 'utf8')) as Record<
      string,
      unknown
    >;
    const saved = roundTrip({ kind: 'object', fields: singleton.schema }, written) as { phone: string };
    expect(saved.phone).toMatch(/^PRZYKŁAD \+48/);
  });

  it('edits the centre’s pages and files and the shared pages, marked as shared, and nothing else', () => {
    const collections = keystatic.collections as unknown as Record<string, { label: string; path: string }>;
    const paths = [...Object.values(collections), ...Object.values(singletons)].map((entry) => entry.path);
    expect(
      paths.filter((path) => !path.startsWith('content/pages/') && !path.startsWith(`${centreEditor.folder}/`)),
    ).toEqual([]);
    expect(collections.centrePages!.path).toBe(`${centreEditor.folder}/pages/*`);
    for (const shared of [collections.pages!, collections.pagesUk!])
      expect(shared.label).toContain('zmiana dotyczy wszystkich ośrodków');
  });
});
