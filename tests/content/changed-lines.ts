/** The lines that differ between two versions of a file, as a reviewer sees them in a diff. */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const old = before.split('\n');
  const now = after.split('\n');
  return { removed: old.filter((line) => !now.includes(line)), added: now.filter((line) => !old.includes(line)) };
}
