import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { centrePages } from '../../src/integrations/centre/centre-pages.ts';
import { readCentreFile } from '../../src/integrations/centre/centre-files.ts';
import { unfilledMessage } from '../../src/integrations/publication-guard/index.ts';
import { createCentre, NewCentreRefusal, TEMPLATE_FOLDER } from './new-centre.ts';

const project = join(import.meta.dirname, '..', '..');
const request = {
  id: 'gops-proba',
  name: 'Gminny Ośrodek Pomocy Społecznej w Próbnie',
  town: 'Próbno',
  voivodeship: 'lubelskie',
};

/** A scratch project: the template, the shared pages and public files, and one centre that already exists. */
let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'centre-new-'));
  cpSync(join(project, TEMPLATE_FOLDER), join(root, TEMPLATE_FOLDER), { recursive: true });
  symlinkSync(join(project, 'content'), join(root, 'content'), 'dir');
  symlinkSync(join(project, 'public'), join(root, 'public'), 'dir');
  mkdirSync(join(root, 'centres', 'nowy-tomysl'), { recursive: true });
  writeFileSync(join(root, 'centres', 'nowy-tomysl', 'centre.yaml'), 'name: x\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const centresFolder = () => readdirSync(join(root, 'centres')).sort();

/** The message of the refusal, and that nothing was written. */
function refusal(given: Parameters<typeof createCentre>[1]): string {
  try {
    createCentre(root, given, '2026-11-29');
  } catch (error) {
    expect(error).toBeInstanceOf(NewCentreRefusal);
    expect(centresFolder()).toEqual(['nowy-tomysl']);
    return (error as Error).message;
  }
  throw new Error('centre:new wrote a centre it should have refused');
}

describe('npm run centre:new', () => {
  it('writes a centre the build reads: the values given, every other one an example the production build lists', () => {
    const written = createCentre(root, request, '2026-11-29');
    expect(written).toContain('centres/gops-proba/pages/kadra.mdx');
    const centre = readCentreFile(root, 'gops-proba', 'centre.yaml');
    expect(centre.data.name).toBe(request.name);
    expect(centre.data.town.nominative).toBe('Próbno');
    expect(centre.data.voivodeship).toEqual({
      name: 'lubelskie',
      region: 'Lubelszczyzna',
      adjective: 'lubelski',
      voivode: 'Wojewoda Lubelski',
    });
    // The cases of the town cannot be derived: they wait as examples, as do the phones.
    expect(centre.examples).toEqual(
      expect.arrayContaining(['town.genitive', 'town.locative', 'phone', 'mayor.nominative']),
    );
    const message = unfilledMessage(
      (['centre.yaml', 'staff.yaml', 'documents.yaml'] as const).map((name) => ({
        file: `centres/gops-proba/${name}`,
        paths: readCentreFile(root, 'gops-proba', name).examples,
      })),
    );
    expect(message).toContain('centres/gops-proba/staff.yaml: departments.0.staff.0.name');
    // Its pages take no shared page's address, and every document it registers has its file.
    expect(centrePages(root, 'gops-proba', []).own).toContain('o-osrodku');
    const documents = readCentreFile(root, 'gops-proba', 'documents.yaml').data;
    for (const doc of Object.values(documents.lists).flat())
      expect(
        existsSync(join(root, 'public', doc.href)) || existsSync(join(root, 'centres/gops-proba/public', doc.href)),
        doc.href,
      ).toBe(true);
  });

  it('refuses a centre that exists, and writes nothing', () => {
    expect(refusal({ ...request, id: 'nowy-tomysl' })).toContain(
      'Ośrodek „nowy-tomysl” już jest (folder centres/nowy-tomysl/): wybierz inny identyfikator.',
    );
  });

  it('refuses a malformed id, and writes nothing', () => {
    for (const id of ['GOPS', 'gops_proba', 'gops--proba', '../gops', 'jeżynowo', ''])
      expect(refusal({ ...request, id })).toMatch(/^(Identyfikator „.*” jest niepoprawny|Podaj identyfikator)/);
  });

  it('refuses an unknown or missing voivodeship and an empty name or town, all at once', () => {
    const message = refusal({ id: 'gops-proba', name: ' ', voivodeship: 'Mazowsze' });
    expect(message.split('\n')).toEqual([
      'Podaj --name "…", np. --name "Gminny Ośrodek Pomocy Społecznej w Przykładowie".',
      'Podaj --town "…", np. --town "Przykładowo".',
      expect.stringMatching(/^Nie ma województwa „Mazowsze”; podaj nazwę urzędową małymi literami: dolnośląskie, /),
    ]);
    expect(refusal({ ...request, voivodeship: undefined })).toMatch(/^Podaj województwo: --voivodeship/);
  });
});
