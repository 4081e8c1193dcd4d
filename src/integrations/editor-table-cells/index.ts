/**
 * Keystatic 0.6.9's MDX reader cannot open a table cell that mixes words with an inline component
 * ("<Amount … /> miesięcznie"): it converts the cell's words and components as children of the cell, where an
 * inline component is put into a paragraph of its own, while an MDX table cell holds exactly one paragraph.
 * The fix is to convert a cell's content as the paragraph it is, which is what this plugin does to Keystatic's
 * browser build as the editor (and the content tests) load it. Upstream: `mdx/parse.ts`, the `tableCell` branch.
 *
 * The plugin refuses to load a Keystatic whose code it does not recognise, so an upgrade cannot silently bring
 * the defect back: check whether the new version still needs the fix, then change or remove this plugin.
 */
const DEFECT = 'return createAndFill(node, schema.nodes.table_cell, {}, wrapInParagraph(schema));';
const FIX =
  "return createAndFill({ ...node, children: [{ type: 'paragraph', children: node.children }] }, schema.nodes.table_cell, {});";

/** Where the reader is: the one module of Keystatic's browser build that parses MDX. */
const isReaderModule = (id: string, code: string) =>
  /@keystatic[\\/]core[\\/]dist[\\/]/.test(id) && code.includes('function mdxToProseMirror(');

export function fixTableCells(code: string): string {
  if (!code.includes(DEFECT)) {
    throw new Error(
      'Keystatic: nie znaleziono kodu czytania komórek tabeli, który poprawia src/integrations/editor-table-cells. ' +
        'Sprawdź, czy nowa wersja Keystatic nadal potrzebuje tej poprawki.',
    );
  }
  return code.replace(DEFECT, FIX);
}

/** A Vite (and Rolldown, for Vite's dependency pre-bundling) plugin applying the fix. */
export function editorTableCells() {
  return {
    name: 'editor-table-cells',
    transform(code: string, id: string) {
      return isReaderModule(id, code) ? { code: fixTableCells(code), map: null } : null;
    },
  };
}
