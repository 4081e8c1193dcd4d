import { expect, test } from '@playwright/test';
import { hydrated } from '../support.ts';

test('nothing is requested from the social network until the visitor asks for the timeline', async ({ page }) => {
  const requested: string[] = [];
  await page.route(/facebook\.(net|com)/, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.FB = { XFBML: { parse() { window.__parsed = (window.__parsed || 0) + 1; } } };' });
  });
  await page.goto('/');
  const section = page.locator('#social-media');
  await section.scrollIntoViewIfNeeded();
  await hydrated(page);
  await expect(section.getByRole('link', { name: /Profil ośrodka na Facebooku/ })).toBeVisible();
  const show = section.getByRole('button', { name: 'Pokaż wpisy z Facebooka' });
  await expect(show).toBeVisible();
  expect(requested).toEqual([]);

  await show.click();
  await expect.poll(() => requested.length).toBe(1);
  expect(requested[0]).toContain('connect.facebook.net/pl_PL/sdk.js');
  const timeline = section.locator('.fb-page');
  await expect(timeline).toHaveAttribute('data-width', '500');
  await expect(timeline).toHaveAttribute('data-height', '600');
  await expect(timeline).toHaveAttribute('data-tabs', 'timeline');
  await expect(page.locator('script#facebook-jssdk')).toHaveCount(1);
});
