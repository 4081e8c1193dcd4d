import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documents } from '../../src/domain/documents/index.ts';
import { downloadSections } from '../../src/domain/documents/downloads.ts';
import { centreFolder } from '../../src/integrations/centre/centre-files.ts';
import { centreId } from '../../scripts/lib/centre.ts';

const root = join(import.meta.dirname, '..', '..');
/** The folders a document's file may be in: the shared public/ and the selected centre's. */
const publicFolders = [join(root, 'public'), join(root, centreFolder(centreId), 'public')];
const fileOf = (href: string) =>
  publicFolders.map((folder) => join(folder, href)).find((path) => existsSync(path)) ?? join(root, 'public', href);

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

describe('document registry', () => {
  it('lists every document once', () => {
    const hrefs = documents.map((doc) => doc.href);
    expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
  });

  it('has a real PDF file for every entry (run `npm run documents` to create samples)', () => {
    const broken = documents.filter((doc) => {
      try {
        const bytes = readFileSync(fileOf(doc.href));
        return (
          !bytes.subarray(0, 5).equals(Buffer.from('%PDF-')) || !bytes.toString('latin1').trimEnd().endsWith('%%EOF')
        );
      } catch {
        return true;
      }
    });
    expect(broken.map((doc) => doc.href)).toEqual([]);
  });

  it("keeps every file in one of the centre's document folders", () => {
    const folders = ['RODO', 'PS', 'SR', 'FA', 'SS', 'DM', 'DR', 'BC', 'programy_realizowane_przez_ops'];
    for (const doc of documents) {
      const parts = doc.href.split('/').slice(2);
      if (parts.length > 1) expect(folders, doc.href).toContain(parts[0]);
    }
  });

  it('covers every /documents/ link written in pages and code', () => {
    const registered = new Set<string>(documents.map((doc) => doc.href));
    const sources = [
      ...filesUnder(join(root, 'content'), /\.mdx$/),
      ...filesUnder(join(root, centreFolder(centreId)), /\.(mdx|md|yaml)$/),
      ...filesUnder(join(root, 'src'), /^(?!.*\.test\.ts$).*\.(astro|tsx?|mdx)$/),
    ];
    const unregistered: string[] = [];
    for (const file of sources) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\/documents\/[^\s"'`)<>]+\.pdf/g)) {
        if (!registered.has(match[0])) unregistered.push(`${relative(root, file)}: ${match[0]}`);
      }
    }
    expect(unregistered).toEqual([]);
  });

  it('has no file under public/documents that nothing lists', () => {
    const registered = new Set<string>(documents.map((doc) => doc.href));
    const files = publicFolders.flatMap((folder) =>
      filesUnder(join(folder, 'documents'), /\.pdf$/).map((file) => `/${relative(folder, file)}`),
    );
    expect(files.filter((file) => !registered.has(file))).toEqual([]);
  });
});

describe('downloads page', () => {
  it('has the ten sections of forms, in their order, each with at least one form', () => {
    expect(downloadSections.map((section) => section.title)).toEqual([
      'Pomoc społeczna',
      'Świadczenia rodzinne',
      'Fundusz alimentacyjny',
      'Stypendia i zasiłki szkolne',
      'Dodatek mieszkaniowy',
      'Karty dużej rodziny',
      'Klauzule informacyjne RODO',
      'Asystent osobisty',
      'Bon ciepłowniczy',
      'Formularz dla sygnalistów',
    ]);
    for (const section of downloadSections) expect(section.documents.length, section.title).toBeGreaterThan(0);
  });

  it('has files of a reasonable size', () => {
    for (const doc of documents) expect(statSync(fileOf(doc.href)).size).toBeLessThan(5 * 1024 * 1024);
  });
});
