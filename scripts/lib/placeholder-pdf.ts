/**
 * Writes a small, valid one-page PDF that stands in for a form the centre has not supplied yet.
 * The visible text uses the standard Helvetica font (WinAnsi), so Polish letters outside that set are
 * transliterated there; the document title in the metadata keeps every Polish letter (UTF-16).
 */

const TRANSLITERATION: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ś: 's',
  ź: 'z',
  ż: 'z',
  Ą: 'A',
  Ć: 'C',
  Ę: 'E',
  Ł: 'L',
  Ń: 'N',
  Ś: 'S',
  Ź: 'Z',
  Ż: 'Z',
  '–': '-',
  '—': '-',
  '„': '"',
  '”': '"',
  '’': "'",
};

/** Text for a PDF string literal in WinAnsi: Polish letters folded, specials escaped, the rest dropped. */
export function pdfText(text: string): string {
  const folded = [...text].map((ch) => TRANSLITERATION[ch] ?? ch).join('');
  return folded
    .replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '')
    .replace(/[\\()]/g, (ch) => `\\${ch}`)
    .replace(/[\u00a0-\u00ff]/g, (ch) => `\\${ch.charCodeAt(0).toString(8).padStart(3, '0')}`);
}

/** A PDF text string in UTF-16BE with byte-order mark, as hex: keeps Polish letters in metadata. */
export function pdfUnicode(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface PlaceholderPdf {
  title: string;
  /** Who publishes it, for the Author field. */
  author: string;
  /** Paragraphs under the title. */
  body: string[];
}

export function placeholderPdf({ title, author, body }: PlaceholderPdf): Uint8Array {
  const content: string[] = [
    'BT',
    '/F2 11 Tf',
    '56 790 Td',
    `(${pdfText('WZOR - DOKUMENT DO ZASTAPIENIA PRZEZ OSRODEK')}) Tj`,
    'ET',
  ];
  let y = 750;
  for (const line of wrap(title, 60)) {
    content.push('BT', '/F2 18 Tf', `56 ${y} Td`, `(${pdfText(line)}) Tj`, 'ET');
    y -= 24;
  }
  y -= 12;
  for (const paragraph of body) {
    for (const line of wrap(paragraph, 90)) {
      content.push('BT', '/F1 11 Tf', `56 ${y} Td`, `(${pdfText(line)}) Tj`, 'ET');
      y -= 16;
    }
    y -= 8;
  }
  const stream = content.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /Lang (pl-PL) /ViewerPreferences << /DisplayDocTitle true >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfUnicode(title)} /Author ${pdfUnicode(author)} /Subject ${pdfUnicode('Wzór dokumentu do zastąpienia')} /Producer (scripts/tools/generate-documents.ts) >>`,
  ];

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
