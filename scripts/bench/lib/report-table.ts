/** The pages the benchmarks measure unless given others: the home page, a content page and the two live lists. */
export const BENCHMARK_PAGES = ['/', '/zasilek-staly', '/aktualnosci', '/pliki-do-pobrania'];

/** Routes named on the command line (`npm run bench -- /route …`), or the benchmark pages. */
export function pagesToMeasure(argv: string[]): string[] {
  const routes = argv.filter((arg) => arg.startsWith('/'));
  return routes.length ? routes : BENCHMARK_PAGES;
}

/** Prints a benchmark's rows under a title and a header, the first column left-aligned and the figures right. */
export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((heading, i) => Math.max(heading.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(title);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
