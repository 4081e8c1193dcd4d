/**
 * Makes sure a Chromium is available for the browser tests. On Debian as root it installs the `chromium`
 * package when none is found; elsewhere it says what to install. Playwright's own browser download is never
 * used (it needs hosts this machine cannot reach).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './lib/chromium.ts';

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH wskazuje na ${process.env.CHROMIUM_PATH}, ale taki plik nie istnieje.`);
  process.exit(1);
}
const isRoot = process.getuid?.() === 0;
if (existsSync('/etc/debian_version') && isRoot) {
  console.log('Nie znaleziono Chromium – instaluję pakiet Debiana "chromium"…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = findChromium();
  if (installed) {
    console.log(`Chromium: ${installed}`);
    process.exit(0);
  }
}
console.error(
  [
    'Testy przeglądarkowe potrzebują Chromium, a nie znaleziono go w systemie.',
    'Zainstaluj go, np. na Debianie/Ubuntu: sudo apt-get install chromium',
    'albo wskaż istniejącą przeglądarkę: CHROMIUM_PATH=/ścieżka/do/chromium npm test',
  ].join('\n'),
);
process.exit(1);
