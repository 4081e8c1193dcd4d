/** The byte range a `Range` header asks for, as RFC 9110 reads a single range; several ranges get the whole file. */
export type RangeRequest = { start: number; end: number } | 'unsatisfiable' | null;

export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
}
