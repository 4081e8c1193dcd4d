/**
 * A message with values, written as a template ('Znaleziono: {count}') rather than a function, so that the words of
 * an island can travel to it as data, one language at a time (src/i18n/frame/).
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The names a template expects, in order: `{count}` in 'Znaleziono: {count}'. */
export function templateNames(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}
