import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE_CACHE_DIR, openDatabase, type Database } from '../../backend/database.ts';
import { hosted } from './harness.ts';

/**
 * The migration that asks the static host to rebuild after a change, run on the real schema (PGlite). pg_net
 * does not exist here, so a stand-in `net.http_post` records the calls the hosted database would make.
 */
describe.skipIf(hosted)('site rebuild hook', () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-rebuild-hook-'));
    database = await openDatabase({ dataDir, templateCacheDir: DEFAULT_TEMPLATE_CACHE_DIR });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => database.db;
  const addNews = (title: string) =>
    db().query(`insert into public.news_items (title, content, date) values ($1, 'Treść', '23.11.2026')`, [title]);

  it('does nothing until a hook is stored, and a write still succeeds without pg_net', async () => {
    await addNews('Bez haka');
    const found = await db().query<{ n: number }>(
      `select count(*)::int as n from public.news_items where title = 'Bez haka'`,
    );
    expect(found.rows[0]!.n).toBe(1);
  });

  it('a hook that cannot be called (no pg_net) never blocks the change', async () => {
    await db().query(`insert into private.site_rebuild_hook (url) values ('https://api.example.net/build_hooks/abc')`);
    try {
      await addNews('Hak bez pg_net');
      const found = await db().query<{ n: number }>(
        `select count(*)::int as n from public.news_items where title = 'Hak bez pg_net'`,
      );
      expect(found.rows[0]!.n).toBe(1);
    } finally {
      await db().query('delete from private.site_rebuild_hook');
    }
  });

  it('with a hook stored, calls it once per changing statement on both tables', async () => {
    await db().exec(`
      create schema net;
      create table net.calls (url text, body jsonb);
      create function net.http_post(url text, body jsonb) returns bigint language sql
        as $$ insert into net.calls values (url, body); select 1::bigint $$;
      insert into private.site_rebuild_hook (url) values ('https://api.example.net/build_hooks/abc');
    `);
    await db().query(`insert into public.news_items (title, content, date) values ('a', 'b', 'c'), ('d', 'e', 'f')`);
    await db().query(`delete from public.news_items where title in ('a', 'd')`);
    await db().query(
      `insert into public.assets (name, url, type, category) values ('Plik', 'https://example.net/a.pdf', 'pdf', 'general')`,
    );
    const calls = await db().query<{ url: string; changed: string }>(
      `select url, body->>'changed' as changed from net.calls`,
    );
    expect(calls.rows).toEqual([
      { url: 'https://api.example.net/build_hooks/abc', changed: 'news_items' },
      { url: 'https://api.example.net/build_hooks/abc', changed: 'news_items' },
      { url: 'https://api.example.net/build_hooks/abc', changed: 'assets' },
    ]);
  });

  it('is not called by a statement that changed no row (the bin emptied of nothing, an update that matched none)', async () => {
    // Whatever became public meanwhile is announced (and rebuilt for) first; the round after has nothing to do.
    await db().query(`select private.run_due_work()`);
    await db().query('delete from net.calls');
    await db().query(`delete from public.news_items where title = 'nie ma takiej'`);
    await db().query(`update public.assets set name = 'x' where name = 'nie ma takiego'`);
    await db().query(`select private.run_due_work()`);
    const calls = await db().query<{ n: number }>('select count(*)::int as n from net.calls');
    expect(calls.rows[0]!.n).toBe(0);
  });

  it('accepts only an https address, and one row', async () => {
    await expect(
      db().query(`insert into private.site_rebuild_hook (url) values ('http://example.net/hook')`),
    ).rejects.toThrow();
    await expect(
      db().query(`insert into private.site_rebuild_hook (url) values ('https://example.net/second')`),
    ).rejects.toThrow();
  });

  it("is out of reach of the site's roles", async () => {
    await db().exec('set role anon');
    try {
      await expect(db().query('select url from private.site_rebuild_hook')).rejects.toThrow(/permission denied/);
    } finally {
      await db().exec('reset role');
    }
  });
});
