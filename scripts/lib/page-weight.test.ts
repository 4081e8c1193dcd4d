import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromiumArgs, findTestChromium } from './chromium.ts';
import { measurePageWeight } from './page-weight.ts';
import { startStaticServer } from './static-server.ts';

/**
 * The count ends when the page is quiet: what it fetches later belongs to no measurement. Before 29 November a
 * request that finished later was still read, after the caller had its figures and often had closed the page, and
 * the unit run failed on the unanswered read ('Target page, context or browser has been closed').
 */
let root: string;
let server: Server;
let origin: string;
let browser: Browser;

/** Asks the test page for a file, after the count has ended. */
const fetchLater = (page: Page) =>
  page.evaluate(() => void (window as unknown as { fetchLater: () => Promise<string> }).fetchLater());

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'page-weight-test-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="pl"><title>Strona</title><h1>Strona</h1>' +
      "<script>window.fetchLater = () => fetch('/pozniej.txt').then((answer) => answer.text());</script>",
  );
  writeFileSync(join(root, 'pozniej.txt'), 'x'.repeat(5_000));
  ({ server, url: origin } = await startStaticServer({ root, port: 0 }));
  browser = await chromium.launch({ executablePath: findTestChromium(), args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

test('counts what the page loads until it is quiet, and nothing it fetches afterwards, also on a page closed at once', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const weight = await measurePageWeight(page, `${origin}/`);
  expect(weight).toMatchObject({ status: 200, requests: 1, scripts: [] });
  expect(weight.bytes.html).toBeGreaterThan(100);
  const counted = structuredClone(weight);

  const later = page.waitForEvent('requestfinished');
  await fetchLater(page);
  const request = await later;
  // Read as the count would read it, so a count still listening would have added it by now.
  await request.response();
  await request.sizes();
  await page.evaluate(() => 0);
  expect(weight).toEqual(counted);

  // A count still listening would now ask a closed page for the sizes, and nobody would hear it fail.
  page.once('requestfinished', () => void context.close());
  await fetchLater(page);
  await new Promise<void>((resolve) => context.once('close', () => resolve()));
  expect(weight).toEqual(counted);
});
