import { expect, test, type Request } from '@playwright/test';
import { deleteNews, serviceClient, unique } from '../live/backend.ts';

// With the administrator's tests, not the read-only ones: the item it adds is dated to come first, and a page
// read meanwhile by a read-only test would rightly show it among the newest.
test.describe('keeping up after a gap', () => {
  test('the list is read again when the visitor returns to the tab, so changes missed meanwhile appear', async ({
    page,
  }) => {
    // An item the first page shows: published now, it is at its top.
    const title = unique('Komunikat przed zmianą');
    const changed = unique('Komunikat zmieniony, gdy karta była ukryta');
    // Let the realtime socket work but hold back the events that tell the list to read, as when a phone sleeps
    // with the tab open.
    let markJoined: () => void;
    const joined = new Promise<void>((resolve) => (markJoined = resolve));
    /** The change times the held-back events announced (a write sets its row's and the table's alike). */
    const heldBack: number[] = [];
    let readsStarted = 0;
    let readsAtJoin = Infinity;
    await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        const text = String(message);
        if (text.includes('"phx_reply"') && text.includes('"postgres_changes":[{')) {
          readsAtJoin = readsStarted;
          markJoined();
        }
        const event = /"postgres_changes",\{"ids".*"changed_at":"([^"]+)"/.exec(text);
        if (event) heldBack.push(Date.parse(event[1]!));
        else ws.send(message);
      });
    });
    let readsInFlight = 0;
    page.on('request', (request) => {
      if (!request.url().includes('/rest/v1/news_items')) return;
      readsStarted++;
      readsInFlight++;
    });
    const settle = (request: Request) => {
      if (request.url().includes('/rest/v1/news_items')) readsInFlight--;
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    const { data: inserted, error } = await serviceClient()
      .from('news_items')
      .insert({ title, content: 'Treść', date: '24.11.2026' })
      .select('id')
      .single();
    expect(error).toBeNull();
    try {
      await page.goto('/aktualnosci');
      await expect(page.locator('.news-list h2', { hasText: title })).toBeVisible();
      // The list reads once its channel is joined; the change must be missed after that read, not before.
      await joined;
      await expect.poll(() => readsStarted > readsAtJoin && readsInFlight === 0).toBe(true);
      const edit = await serviceClient()
        .from('news_items')
        .update({ title: changed })
        .eq('id', inserted!.id)
        .select('updated_at')
        .single();
      const changedAt = Date.parse(edit.data!.updated_at as string);
      // The sign of the change reached the page's socket and was held back: the list cannot know of it.
      await expect.poll(() => heldBack.some((at) => at >= changedAt)).toBe(true);
      await expect(page.locator('.news-list h2', { hasText: changed })).toHaveCount(0);
      await page.evaluate(() => {
        for (const state of ['hidden', 'visible']) {
          Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
        }
      });
      await expect(page.locator('.news-list h2', { hasText: changed })).toBeVisible();
    } finally {
      await deleteNews(inserted!.id);
    }
  });
});
