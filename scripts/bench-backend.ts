// Measures the local backend as the site experiences it: the server runs as its own process
// (`node backend/main.ts`) and this script talks to it through supabase-js, like a browser tab.
//
//   npm run bench:backend
//
// Prints a table and writes bench-results/backend.json.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const mainScript = path.join(projectRoot, 'backend', 'main.ts');
const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin-demo-2026' };
const START_RUNS = 3;
const REQUESTS = 200;
const REALTIME_INSERTS = 50;
/** Uploads of a form-sized and of the largest allowed PDF. */
const UPLOADS = [
  { megabytes: 1, runs: 10 },
  { megabytes: 20, runs: 3 },
];

interface Server {
  child: ChildProcess;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Wall time from spawning the process to its "running" line. */
  readyMs: number;
  /** Time startBackend() itself reported. */
  startMs: number;
}

const temporaryFolders: string[] = [];
function temporaryFolder(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ops-bench-${name}-`));
  temporaryFolders.push(dir);
  return dir;
}

function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const began = performance.now();
  const child = spawn(process.execPath, [mainScript], {
    env: { ...process.env, BACKEND_PORT: '0', BACKEND_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /API URL:\s+(\S+)/.exec(output)?.[1];
      const serviceRoleKey = /service_role key:\s+(\S+)/.exec(output)?.[1];
      const anonKey = /anon key:\s+(\S+)/.exec(output)?.[1];
      const started = /started in ([\d.]+) s/.exec(output)?.[1];
      if (url && serviceRoleKey && anonKey && started) {
        child.stdout!.off('data', onData);
        resolve({
          child,
          url,
          anonKey,
          serviceRoleKey,
          readyMs: performance.now() - began,
          startMs: Number(started) * 1000,
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`backend exited with ${code}:\n${output}`)));
  });
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function median(values: number[]): number {
  return percentile(values, 50);
}

function client(server: Server, key = server.anonKey): SupabaseClient {
  return createClient(server.url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}

async function timed(times: number, work: (i: number) => PromiseLike<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const began = performance.now();
    await work(i);
    samples.push(performance.now() - began);
  }
  return samples;
}

function check<T extends { error: { message: string } | null }>(result: T): T {
  if (result.error) throw new Error(result.error.message);
  return result;
}

async function measureStarts() {
  const coldCache = temporaryFolder('cache');
  const coldTemplate = await startServer(temporaryFolder('data'), { BACKEND_TEMPLATE_CACHE: coldCache });
  await stopServer(coldTemplate);

  const withTemplate: Server[] = [];
  for (let i = 0; i < START_RUNS; i++) {
    const server = await startServer(temporaryFolder('data'));
    withTemplate.push(server);
    await stopServer(server);
  }
  const withoutTemplate: Server[] = [];
  for (let i = 0; i < 2; i++) {
    const server = await startServer(temporaryFolder('data'), { BACKEND_TEMPLATE_CACHE: 'off' });
    withoutTemplate.push(server);
    await stopServer(server);
  }
  const restarts: Server[] = [];
  const dir = temporaryFolder('data');
  await stopServer(await startServer(dir));
  for (let i = 0; i < START_RUNS; i++) {
    const server = await startServer(dir);
    restarts.push(server);
    await stopServer(server);
  }
  const summary = (servers: Server[]) => ({
    readyMs: median(servers.map((s) => s.readyMs)),
    startMs: median(servers.map((s) => s.startMs)),
    runs: servers.length,
  });
  return {
    firstStartBuildingTemplate: summary([coldTemplate]),
    firstStartWithTemplate: summary(withTemplate),
    firstStartWithoutTemplate: summary(withoutTemplate),
    restart: summary(restarts),
  };
}

async function measureRequests() {
  const server = await startServer(temporaryFolder('data'));
  try {
    const service = client(server, server.serviceRoleKey);
    check(
      await service.from('news_items').insert(
        Array.from({ length: 100 }, (_, i) => ({
          title: `Aktualność testowa ${i + 1}`,
          content: 'Treść aktualności testowej.\n\nDrugi akapit z dodatkowymi informacjami dla mieszkańców.'.repeat(3),
          date: '22.11.2026',
          created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
          published_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        })),
      ),
    );
    const admin = client(server);
    const { data } = check(await admin.auth.signInWithPassword(DEMO_ADMIN));
    const adminId = data.user!.id;
    const visitor = client(server);

    // As the site reads them: newest first by publication time.
    const readNews = () =>
      visitor.from('news_items').select('*').order('published_at', { ascending: false }).limit(100);
    const rows = check(await readNews()).data!;
    if (rows.length !== 100) throw new Error(`expected 100 rows, got ${rows.length}`);
    await timed(20, readNews);
    const reads = await timed(REQUESTS, async () => check(await readNews()));
    // The same read as the administrator: the policies ask private.is_admin() (the allowlist, the token's session
    // in auth.sessions, the second step) once per statement.
    const readAsAdmin = () =>
      admin.from('news_items').select('*').order('published_at', { ascending: false }).limit(100);
    await timed(20, readAsAdmin);
    const adminReads = await timed(REQUESTS, async () => check(await readAsAdmin()));

    const insertNews = (i: number) =>
      admin
        .from('news_items')
        .insert({ title: `Pomiar ${i}`, content: 'Treść pomiaru.', date: '22.11.2026', created_by: adminId })
        .select()
        .single();
    await timed(20, insertNews);
    const inserts = await timed(REQUESTS, async (i) => check(await insertNews(i)));

    const subscriber = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const arrivals = new Map<string, number>();
    await new Promise<void>((resolve, reject) => {
      subscriber
        .channel('bench')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'news_items' }, (payload) => {
          arrivals.set(payload.new.title as string, performance.now());
        })
        .subscribe((status) =>
          status === 'SUBSCRIBED' ? resolve() : status === 'CHANNEL_ERROR' ? reject(new Error(status)) : undefined,
        );
    });
    const deliveries: number[] = [];
    for (let i = 0; i < REALTIME_INSERTS; i++) {
      const title = `Realtime ${i}`;
      const began = performance.now();
      check(await admin.from('news_items').insert({ title, content: 'x', date: '22.11.2026', created_by: adminId }));
      while (!arrivals.has(title)) {
        if (performance.now() - began > 5000) throw new Error(`no realtime event for ${title}`);
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      deliveries.push(arrivals.get(title)! - began);
    }
    await subscriber.removeAllChannels();
    const stats = (samples: number[]) => ({
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      samples: samples.length,
    });
    return {
      read100News: stats(reads),
      read100NewsAsAdmin: stats(adminReads),
      insertAsAdmin: stats(inserts),
      realtimeInsertToEvent: stats(deliveries),
    };
  } finally {
    await stopServer(server);
  }
}

/** Versions an item is given before its history is read: the most the panel reads (src/api/item-versions.ts). */
const HISTORY_VERSIONS = 100;
const SAFETY_NET_RUNS = 50;

/**
 * The safety net as the panel uses it (src/api/news-writes.ts, item-versions.ts): the history of an item with 100
 * versions read, and an item restored from the bin (an update with its version checked), as the administrator.
 */
async function measureSafetyNet() {
  const server = await startServer(temporaryFolder('data'));
  try {
    const admin = client(server);
    check(await admin.auth.signInWithPassword(DEMO_ADMIN));
    const write = async (id: string, version: number, columns: Record<string, unknown>) =>
      check(
        await admin
          .from('news_items')
          .update({ ...columns, version })
          .eq('id', id)
          .select()
          .single(),
      ).data as {
        version: number;
      };
    let item = check(
      await admin.from('news_items').insert({ title: 'Historia', content: 'Wersja 0.' }).select().single(),
    ).data as { id: string; version: number };
    for (let i = 1; i < HISTORY_VERSIONS; i++)
      item = { ...item, ...(await write(item.id, item.version, { content: `Wersja ${i}.` })) };
    const readHistory = () =>
      admin
        .from('item_versions')
        .select('version, row_data, changed_at, changed_by_email')
        .eq('table_name', 'news_items')
        .eq('item_id', item.id)
        .order('version', { ascending: false })
        .limit(HISTORY_VERSIONS);
    const history = check(await readHistory()).data!;
    if (history.length !== HISTORY_VERSIONS)
      throw new Error(`expected ${HISTORY_VERSIONS} versions, got ${history.length}`);
    const historyReads = await timed(SAFETY_NET_RUNS, async () => check(await readHistory()));
    const restores: number[] = [];
    for (let run = 0; run < SAFETY_NET_RUNS; run++) {
      item = { ...item, ...(await write(item.id, item.version, { deleted_at: new Date().toISOString() })) };
      const began = performance.now();
      item = { ...item, ...(await write(item.id, item.version, { deleted_at: null })) };
      restores.push(performance.now() - began);
    }
    const stats = (samples: number[]) => ({ p50: percentile(samples, 50), p95: percentile(samples, 95) });
    return { historyRead100Versions: stats(historyReads), restoreFromBin: stats(restores) };
  } finally {
    await stopServer(server);
  }
}

/** Upload and public read of PDFs through Storage, as the administrator and a visitor; megabytes per second. */
async function measureUploads() {
  const server = await startServer(temporaryFolder('data'));
  try {
    const admin = client(server);
    check(await admin.auth.signInWithPassword(DEMO_ADMIN));
    const results = [];
    for (const { megabytes, runs } of UPLOADS) {
      const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(megabytes * 1024 * 1024 - 9, 0x20)]);
      const uploads: number[] = [];
      const reads: number[] = [];
      for (let run = 0; run < runs; run++) {
        const name = `bench/${megabytes}-${run}.pdf`;
        const began = performance.now();
        check(await admin.storage.from('documents').upload(name, body, { contentType: 'application/pdf' }));
        uploads.push(performance.now() - began);
        const readBegan = performance.now();
        const served = await fetch(admin.storage.from('documents').getPublicUrl(name).data.publicUrl);
        if ((await served.arrayBuffer()).byteLength !== body.length)
          throw new Error('public read returned other bytes');
        reads.push(performance.now() - readBegan);
      }
      const perSecond = (samples: number[]) => megabytes / (median(samples) / 1000);
      results.push({
        megabytes,
        runs,
        uploadMs: median(uploads),
        uploadMBps: perSecond(uploads),
        readMs: median(reads),
        readMBps: perSecond(reads),
      });
    }
    return results;
  } finally {
    await stopServer(server);
  }
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
try {
  console.log('Measuring start-up (several server processes)…');
  const starts = await measureStarts();
  console.log('Measuring requests and realtime…');
  const requests = await measureRequests();
  console.log('Measuring uploads…');
  const uploads = await measureUploads();
  console.log('Measuring the bin and the history…');
  const safetyNet = await measureSafetyNet();

  const table = [
    ['Start-up (new data folder unless noted)', 'process ready', 'startBackend()'],
    [
      'first start, template built now (cold cache)',
      ms(starts.firstStartBuildingTemplate.readyMs),
      ms(starts.firstStartBuildingTemplate.startMs),
    ],
    [
      'first start, prepared template (median of 3)',
      ms(starts.firstStartWithTemplate.readyMs),
      ms(starts.firstStartWithTemplate.startMs),
    ],
    [
      'first start, no template (initdb, median of 2)',
      ms(starts.firstStartWithoutTemplate.readyMs),
      ms(starts.firstStartWithoutTemplate.startMs),
    ],
    ['restart on an existing folder (median of 3)', ms(starts.restart.readyMs), ms(starts.restart.startMs)],
  ];
  const latency = [
    ['Latency through supabase-js', 'p50', 'p95'],
    [`read 100 news items (${REQUESTS} requests)`, ms(requests.read100News.p50), ms(requests.read100News.p95)],
    [
      `read 100 news items as admin (${REQUESTS} requests)`,
      ms(requests.read100NewsAsAdmin.p50),
      ms(requests.read100NewsAsAdmin.p95),
    ],
    [`insert news as admin (${REQUESTS} requests)`, ms(requests.insertAsAdmin.p50), ms(requests.insertAsAdmin.p95)],
    [
      `realtime: insert sent → event received (${REALTIME_INSERTS})`,
      ms(requests.realtimeInsertToEvent.p50),
      ms(requests.realtimeInsertToEvent.p95),
    ],
    [
      `history of an item with ${HISTORY_VERSIONS} versions read (${SAFETY_NET_RUNS})`,
      ms(safetyNet.historyRead100Versions.p50),
      ms(safetyNet.historyRead100Versions.p95),
    ],
    [
      `news item restored from the bin (${SAFETY_NET_RUNS})`,
      ms(safetyNet.restoreFromBin.p50),
      ms(safetyNet.restoreFromBin.p95),
    ],
  ];
  const storage = [
    ['Storage through supabase-js (median)', 'upload', 'public read'],
    ...uploads.map((upload) => [
      `${upload.megabytes} MB PDF (${upload.runs} runs)`,
      `${ms(upload.uploadMs)}, ${upload.uploadMBps.toFixed(0)} MB/s`,
      `${ms(upload.readMs)}, ${upload.readMBps.toFixed(0)} MB/s`,
    ]),
  ];
  for (const rows of [table, latency, storage]) {
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    const line = (row: string[]) =>
      `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
    console.log(
      `\n${line(rows[0]!)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|\n${rows.slice(1).map(line).join('\n')}`,
    );
  }
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`;
  console.log(`\n${machine}`);
  fs.mkdirSync(path.join(projectRoot, 'bench-results'), { recursive: true });
  fs.writeFileSync(
    path.join(projectRoot, 'bench-results', 'backend.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, starts, requests, uploads, safetyNet }, null, 2)}\n`,
  );
} finally {
  for (const dir of temporaryFolders) fs.rmSync(dir, { recursive: true, force: true });
}
