/**
 * How the site uses each column of a table an administrator writes, described once per table
 * (`news/news-columns.ts`, `files/asset-columns.ts`, `notices/notice-columns.ts`): the panel's form, its writes, 'Przywróć tę wersję' and the
 * history take their columns from there, and `column-use.test.ts` fails when the generated row types have a column
 * that is neither described nor left out with a reason.
 */

export interface ColumnUse {
  /**
   * Its name in the panel, as the key of its words in the panel's dictionary (`panelWords`, or for a notice
   * `panelTrustWords.notices`, which only the panel imports); `hint` likewise, for the line under its field.
   */
  label?: string;
  hint?: string;
  /** The most characters the database's check allows (`maxLengths`). */
  maxLength?: number;
  /**
   * How the panel writes it: typed in a field of the form ('text': one line, or `rows` lines high), chosen from a
   * list ('choice'), with the picture ('picture'), by the publication's fields and buttons ('publication'), from
   * the file or its address ('file'), from an upload alone ('upload'). Absent: the panel never writes it.
   */
  edit?: 'text' | 'choice' | 'picture' | 'publication' | 'file' | 'upload';
  /** The form is not saved while it is empty; an optional text left empty is stored as null. */
  required?: boolean;
  rows?: number;
  /** 'Przywróć tę wersję' writes the version's value back. */
  restored: boolean;
  /** What the history shows of a version: the column that names it, and the one whose start it quotes. */
  summary?: 'name' | 'text';
  /** Where residents see it: the public lists (cards, lists, the article, the downloads page) and the feed. */
  shown: { lists: boolean; feed?: boolean };
}

/** The columns of a description whose use has `Use`'s values. */
export type ColumnsWith<Described, Use> = {
  [Column in keyof Described]: Described[Column] extends Use ? Column : never;
}[keyof Described];

/** The columns of a description whose use has each of `use`'s values, in its order. */
export function columnsWith<
  Described extends Record<string, ColumnUse>,
  const Use extends Partial<Pick<ColumnUse, 'edit' | 'required' | 'restored' | 'summary'>>,
>(described: Described, use: Use): ColumnsWith<Described, Use>[] {
  return Object.keys(described).filter((column) =>
    Object.entries(use).every(([key, value]) => described[column]![key as keyof ColumnUse] === value),
  ) as ColumnsWith<Described, Use>[];
}

/** Only these columns of a row. */
export function pick<Row, Column extends keyof Row>(row: Row, columns: readonly Column[]): Pick<Row, Column> {
  return Object.fromEntries(columns.map((column) => [column, row[column]])) as Pick<Row, Column>;
}
