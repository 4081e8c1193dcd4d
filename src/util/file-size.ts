/** File sizes as Polish accessibility declarations expect next to a download link: `84 KB`, `1,2 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes.toFixed(1).replace('.', ',')}\u00a0MB`;
}

/** The format label of a file from its extension: `PDF`, `DOCX`, … */
export function fileFormat(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  const dot = clean.lastIndexOf('.');
  return dot === -1 ? 'plik' : clean.slice(dot + 1).toUpperCase();
}
