import { expect, test } from '@playwright/test';

test('nothing is requested from the social network until the visitor asks for the timeline', async ({ page }) => {
  const requested: string[] = [];
  await page.route(/facebook\.(net|com)/, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<p>Oś czasu profilu</p>' });
  });
  await page.goto('/');
  const section = page.locator('#social-media');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('link', { name: /Profil ośrodka na Facebooku/ })).toBeVisible();
  const show = section.getByRole('button', { name: 'Pokaż wpisy z Facebooka' });
  await expect(show).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  // The first press works even though the island hydrates only now.
  await show.click();
  const timeline = section.locator('iframe');
  await expect(timeline).toHaveAttribute('title', 'Wpisy z profilu ośrodka na Facebooku');
  await expect(timeline).toHaveAttribute('width', '500');
  await expect(timeline).toHaveAttribute('height', '600');
  await expect.poll(() => requested.length).toBe(1);
  const src = new URL(requested[0]!);
  expect(src.origin + src.pathname).toBe('https://www.facebook.com/plugins/page.php');
  expect(src.searchParams.get('locale')).toBe('pl_PL');
  expect(src.searchParams.get('tabs')).toBe('timeline');
  expect(src.searchParams.get('width')).toBe('500');
  expect(src.searchParams.get('height')).toBe('600');
  await expect(page.frameLocator('#social-media iframe').getByText('Oś czasu profilu')).toBeVisible();
  expect(requested).toHaveLength(1);
});
