// The backend stays readable in parts: no file over 300 lines, no function over 80, and nothing from the site.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 80;
const backendDir = import.meta.dirname;

const files = fs
  .readdirSync(backendDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => ({ name: file, text: fs.readFileSync(path.join(backendDir, file), 'utf8') }));

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Every function, method and arrow function of a file that is longer than the limit, as `name:line (n lines)`. */
function longFunctions(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > MAX_FUNCTION_LINES) found.push(`${name}:${first + 1} (${last - first + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the backend layout', () => {
  it('finds the modules', () => {
    expect(files.map((file) => file.name)).toEqual(expect.arrayContaining(['server.ts', 'auth/service.ts']));
  });

  it(`has no file over ${MAX_FILE_LINES} lines`, () => {
    const long = files.filter((file) => lineCount(file.text) > MAX_FILE_LINES).map((file) => file.name);
    expect(long).toEqual([]);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    expect(files.flatMap((file) => longFunctions(file.name, file.text))).toEqual([]);
  });

  it('imports nothing from the site (src/) but its pure helpers (src/util/)', () => {
    const site = path.resolve(backendDir, '..', 'src');
    const helpers = path.join(site, 'util');
    const fromSite = files.filter((file) =>
      [...file.text.matchAll(/\bfrom\s+'([^']+)'/g)].some(([, target = '']) => {
        const imported = path.resolve(backendDir, path.dirname(file.name), target);
        return imported.startsWith(site) && !imported.startsWith(helpers + path.sep);
      }),
    );
    expect(fromSite.map((file) => file.name)).toEqual([]);
  });
});
