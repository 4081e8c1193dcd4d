/**
 * Makes sure the browser tests have their two Chromiums (scripts/lib/chromium.ts): the headless shell, which runs
 * most of them, and the full browser, for the few that need it (playwright.config.ts). On Debian as root it installs
 * the packages missing; elsewhere it says what to install. Playwright's own browser download is never used (it
 * needs hosts this machine cannot reach).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findHeadlessShell, HEADLESS_SHELL } from '../lib/chromium.ts';

if (process.env.CHROMIUM_PATH && !findChromium()) {
  console.error(`CHROMIUM_PATH wskazuje na ${process.env.CHROMIUM_PATH}, ale taki plik nie istnieje.`);
  process.exit(1);
}
const missing = [...(findChromium() ? [] : ['chromium']), ...(findHeadlessShell() ? [] : ['chromium-headless-shell'])];
if (missing.length > 0 && existsSync('/etc/debian_version') && process.getuid?.() === 0) {
  console.log(`Instaluję pakiety Debiana: ${missing.join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}
const browser = findChromium();
if (!browser) {
  console.error(
    [
      'Testy przeglądarkowe potrzebują Chromium, a nie znaleziono go w systemie.',
      'Zainstaluj go, np. na Debianie/Ubuntu: sudo apt-get install chromium chromium-headless-shell',
      'albo wskaż istniejącą przeglądarkę: CHROMIUM_PATH=/ścieżka/do/chromium npm test',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Chromium: ${browser}`);
const shell = findHeadlessShell();
console.log(
  shell
    ? `Chromium do testów: ${shell}`
    : `Nie ma ${HEADLESS_SHELL} (pakiet chromium-headless-shell): testy użyją pełnej przeglądarki i potrwają dłużej.`,
);
