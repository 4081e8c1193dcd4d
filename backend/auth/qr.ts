import { encode } from 'uqr';

/** Modules of white around the code, as the QR specification asks. */
const QUIET_ZONE = 4;

/** The dark modules of a row as path segments, one per run of adjacent ones. */
function rowPath(row: readonly boolean[], y: number): string {
  let path = '';
  for (let x = 0; x < row.length;) {
    if (!row[x]) {
      x++;
      continue;
    }
    let end = x;
    while (row[end]) end++;
    path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${end - x}v1h-${end - x}z`;
    x = end;
  }
  return path;
}

/**
 * The QR code of `text` as SVG markup, which GoTrue sends in `totp.qr_code` and supabase-js turns into a data URI
 * (`data:image/svg+xml;utf-8,<svg…>`) without encoding it: so the markup holds no `#` or `%`, which would end or
 * break such an address. One path of black runs on white, with crisp edges at any size.
 */
export function qrSvg(text: string): string {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const squares = data.map(rowPath);
  const side = size + 2 * QUIET_ZONE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side * 4}" height="${side * 4}" ` +
    `shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="white"/>` +
    `<path fill="black" d="${squares.join('')}"/></svg>`
  );
}
