/**
 * A Markdown table made into one of the site's data tables: every column header gets `scope="col"`, and the first
 * cell of each body row becomes that row's header (`<th scope="row">`), as screen readers need to read a cell
 * with both its headers. Returns the table's inside, for the component's own `<table>` with its caption.
 */
export function dataTableInside(html: string): string {
  const inside = html
    .trim()
    .replace(/^<table>\s*/, '')
    .replace(/\s*<\/table>$/, '');
  const [head = '', body = ''] = inside.split(/(?=<tbody>)/);
  return (
    head.replace(/<th>/g, '<th scope="col">') +
    body.replace(/<tr>(\s*)<td>([\s\S]*?)<\/td>/g, '<tr>$1<th scope="row">$2</th>')
  );
}

/** Whether the HTML is one Markdown table and nothing else: what `<Table>` takes. */
export function isSingleTable(html: string): boolean {
  const trimmed = html.trim();
  return trimmed.startsWith('<table>') && trimmed.endsWith('</table>') && trimmed.indexOf('<table>', 1) === -1;
}
