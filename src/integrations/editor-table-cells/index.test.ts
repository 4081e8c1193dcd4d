import { describe, expect, it } from 'vitest';
import { fixTableCells } from './index.ts';

describe('the table-cell fix for the editor', () => {
  it('reads a cell as one paragraph', () => {
    const defect =
      '  if (node.type === "tableCell") {\n    return createAndFill(node, schema.nodes.table_cell, {}, wrapInParagraph(schema));\n  }';
    expect(fixTableCells(defect)).toContain("children: [{ type: 'paragraph', children: node.children }]");
  });

  it('refuses a Keystatic whose reader it does not recognise, so an upgrade is checked', () => {
    expect(() => fixTableCells('function mdxToProseMirror() {}')).toThrow(/Keystatic/);
  });
});
