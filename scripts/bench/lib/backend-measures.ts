/**
 * What the backend benchmark measures (`npm run bench:backend`), each on a server process of its own: start-up,
 * reads, inserts and Realtime through supabase-js, the safety net, and Storage.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  check,
  client,
  DEMO_ADMIN,
  median,
  percentile,
  startServer,
  stopServer,
  temporaryFolder,
  timed,
  type Server,
} from './backend-process.ts';

const START_RUNS = 3;
export const REQUESTS = 200;
export const REALTIME_INSERTS = 50;
/** Uploads of a form-sized and of the largest allowed PDF. */
const UPLOADS = [
  { megabytes: 1, runs: 10 },
  { megabytes: 20, runs: 3 },
];

export async function measureStarts() {
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

/** From an insert sent to its Realtime event received, for `REALTIME_INSERTS` inserts by the administrator. */
async function realtimeDeliveries(server: Server, admin: SupabaseClient, adminId: string): Promise<number[]> {
  const subscriber = client(server);
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
  return deliveries;
}

export async function measureRequests() {
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

    const deliveries = await realtimeDeliveries(server, admin, adminId);
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
export const HISTORY_VERSIONS = 100;
export const SAFETY_NET_RUNS = 50;

/**
 * The safety net as the panel uses it (src/api/news-writes.ts, item-versions.ts): the history of an item with 100
 * versions read, and an item restored from the bin (an update with its version checked), as the administrator.
 */
export async function measureSafetyNet() {
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
export async function measureUploads() {
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
