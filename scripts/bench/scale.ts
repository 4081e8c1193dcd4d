/**
 * How the site grows with its archive: for each size, a throwaway local backend is filled with that many news
 * items and registered files (through the REST API, in batches, as an administrator's years of work would), the
 * site is built against it (Astro and the search index), and the benchmark prints the build's time (wall and
 * processor) and peak memory, the size of each kind of list page and of the feed, and what a phone loads on
 * /aktualnosci with JavaScript: the site's bytes and, apart, the backend's.
 *   npm run bench:scale [-- --news 5000 --files 1000]
 * Without arguments it runs 0 / 200, 1 000 / 200 and 5 000 / 1 000 (news / files).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { startBackend } from '../../backend/server.ts';
import { copyProject } from '../lib/project-copy.ts';
import { startStaticServer } from '../lib/static-server.ts';
import { chromiumArgs, findChromium } from '../lib/chromium.ts';
import { kilobytes, measurePageWeight } from '../lib/page-weight.ts';
import { printTable } from './lib/report-table.ts';

const root = join(import.meta.dirname, '..', '..');
const SITE_PORT = 4321; // an origin the backend's CORS allows
const CATEGORIES = ['general', 'programs', 'rodo'] as const;
const BATCH = 500;

function sizes(argv: string[]): { news: number; files: number }[] {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? Number(argv[index + 1]) : undefined;
  };
  const news = value('--news');
  const files = value('--files');
  if (news !== undefined || files !== undefined) return [{ news: news ?? 0, files: files ?? 0 }];
  return [
    { news: 0, files: 200 },
    { news: 1000, files: 200 },
    { news: 5000, files: 1000 },
  ];
}

/** A notice of about 1 200 characters, as the centre's own run from a few sentences to a few paragraphs. */
function notice(index: number): string {
  const sentence = `Ośrodek informuje o sprawie numer ${index}: terminach, dokumentach i godzinach przyjmowania wniosków. `;
  return Array.from({ length: 3 }, () => sentence.repeat(4).trim()).join('\n');
}

async function fill(url: string, serviceRoleKey: string, news: number, files: number): Promise<void> {
  const db = createClient(url, serviceRoleKey, { auth: { persistSession: false } });
  // One item every other day, back from the end of 2026: 5 000 items reach back to 1999.
  const day = (index: number) => new Date(Date.UTC(2026, 10, 1) - index * 2 * 86_400_000).toISOString();
  for (let from = 0; from < news; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, news - from) }, (_, offset) => {
      const index = from + offset;
      return {
        title: `Komunikat ośrodka nr ${index}`,
        content: notice(index),
        date: '01.11.2026',
        created_at: day(index),
        // Published when written: the lists, the feed and the archive go by this.
        published_at: day(index),
      };
    });
    const { error } = await db.from('news_items').insert(rows);
    if (error) throw new Error(`news_items: ${error.message}`);
  }
  for (let from = 0; from < files; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, files - from) }, (_, offset) => {
      const index = from + offset;
      return {
        name: `Formularz nr ${index}`,
        url: `https://bip.example.pl/pliki/formularz-${index}.pdf`,
        type: 'pdf',
        category: CATEGORIES[index % CATEGORIES.length],
        description: `Wzór dokumentu numer ${index}.`,
        uploaded_at: day(index),
      };
    });
    const { error } = await db.from('assets').insert(rows);
    if (error) throw new Error(`assets: ${error.message}`);
  }
}

/**
 * Runs a command under GNU time: its wall time in seconds, its processor time (user and system, which another
 * program on the machine changes less than the wall time) and its peak memory in MB.
 */
function measured(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ seconds: number; cpuSeconds: number; peakMb: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-f', 'TIME %e %M %U %S', command, ...args], {
      cwd,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      const match = /TIME ([\d.]+) (\d+) ([\d.]+) ([\d.]+)/.exec(output);
      if (code !== 0 || !match) reject(new Error(`${command} ${args.join(' ')} failed:\n${output.slice(-3000)}`));
      else
        resolve({
          seconds: Number(match[1]),
          cpuSeconds: Number(match[3]) + Number(match[4]),
          peakMb: Number(match[2]) / 1024,
        });
    });
  });
}

interface FileSize {
  raw: number;
  gzip: number;
}

function fileSize(path: string): FileSize {
  const content = readFileSync(path);
  return { raw: content.length, gzip: gzipSync(content).length };
}

/** The largest file of a kind of page (they differ only by how many items they hold), and how many there are. */
function largest(dir: string, folder: string): { count: number; size: FileSize | null } {
  let files: string[];
  try {
    files = readdirSync(join(dir, folder)).filter((name) => name.endsWith('.html'));
  } catch {
    return { count: 0, size: null };
  }
  const sized = files.map((name) => fileSize(join(dir, folder, name)));
  return { count: files.length, size: sized.sort((a, b) => b.gzip - a.gzip)[0] ?? null };
}

const kb = (size: FileSize | null) => (size ? `${kilobytes(size.gzip)} (${kilobytes(size.raw)})` : '–');

/**
 * What a phone with JavaScript loads on the page: the site's bytes, and the backend's (its answers to the page's
 * reads and its Realtime messages) apart, bodies only.
 */
async function phoneWeight(site: string, route: string): Promise<{ site: number; backend: number }> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 760 }, isMobile: true, hasTouch: true });
    const weight = await measurePageWeight(await context.newPage(), site + route, 2000);
    return { site: weight.total - weight.otherOrigins, backend: weight.otherOrigins };
  } finally {
    await browser.close();
  }
}

const rows: string[][] = [];
for (const { news, files } of sizes(process.argv.slice(2))) {
  const scratch = mkdtempSync(join(tmpdir(), 'ops-bench-scale-'));
  const backend = await startBackend({ port: 0, dataDir: join(scratch, 'data') });
  try {
    process.stdout.write(`${news} aktualności, ${files} plików: wypełnianie bazy… `);
    await fill(backend.url, backend.serviceRoleKey, news, files);
    process.stdout.write('budowanie… ');
    const project = join(scratch, 'project');
    copyProject(project);
    const outDir = join(project, 'dist');
    const env = { PUBLIC_SUPABASE_URL: backend.url, PLACEHOLDERS_ALLOWED: '1', NO_COLOR: '1' };
    const astro = await measured(
      process.execPath,
      [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'],
      project,
      env,
    );
    process.stdout.write('pomiar strony…\n');
    const { server, url } = await startStaticServer({ root: outDir, port: SITE_PORT });
    let phone: { site: number; backend: number };
    try {
      phone = await phoneWeight(url, '/aktualnosci');
    } finally {
      server.close();
    }
    const articles = readdirSync(join(outDir, 'aktualnosci')).filter((name) =>
      /^[0-9a-f-]{36}\.html$/.test(name),
    ).length;
    const distMb =
      readdirSync(outDir, { recursive: true, encoding: 'utf8' }).reduce((sum, name) => {
        const stat = statSync(join(outDir, name));
        return stat.isFile() ? sum + stat.size : sum;
      }, 0) /
      1024 /
      1024;
    const pages = largest(outDir, join('aktualnosci', 'strona'));
    const years = largest(outDir, join('aktualnosci', 'archiwum'));
    const categories = readdirSync(join(outDir, 'pliki-do-pobrania'), { recursive: true, encoding: 'utf8' }).filter(
      (name) => name.endsWith('.html'),
    );
    rows.push([
      `${news} / ${files}`,
      astro.seconds.toFixed(1),
      astro.cpuSeconds.toFixed(1),
      astro.peakMb.toFixed(0),
      String(articles),
      distMb.toFixed(1),
      kb(fileSize(join(outDir, 'index.html'))),
      kb(fileSize(join(outDir, 'aktualnosci.html'))),
      `${pages.count}: ${kb(pages.size)}`,
      `${years.count}: ${kb(years.size)}`,
      kb(fileSize(join(outDir, 'aktualnosci', 'rss.xml'))),
      kb(fileSize(join(outDir, 'pliki-do-pobrania.html'))),
      `${categories.length}: ${kb(largest(outDir, 'pliki-do-pobrania').size)}`,
      kilobytes(phone.site),
      kilobytes(phone.backend),
    ]);
  } finally {
    await backend.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

printTable(
  'Serwis a liczba aktualności i plików (kB po kompresji gzip, w nawiasie bez kompresji; przy stronach list: ile ich jest i największa):',
  [
    'aktualności / pliki',
    'budowanie s',
    'procesor s',
    'pamięć MB',
    'artykuły',
    'dist MB',
    '/ kB',
    '/aktualnosci kB',
    'strony listy',
    'archiwum lat',
    'RSS kB',
    '/pliki-do-pobrania kB',
    'kategorie plików',
    'telefon: strona kB',
    'telefon: backend kB',
  ],
  rows,
);
