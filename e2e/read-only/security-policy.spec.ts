import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated, logoAddress, watchPolicyViolations } from '../support.ts';
import { ADMIN } from '../live/backend.ts';
import { signIn } from '../live/admin-steps.ts';

/**
 * The Content-Security-Policy and security headers the build writes to `_headers`, as the local static server
 * sends them (the same file a production host reads).
 */
test.describe.configure({ mode: 'parallel' });

/** A demo news item of supabase/seed.sql, built into its own page. */
const NEWS_ITEM = '5eed0000-0000-4000-8000-000000000101';

const COMMON = [
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
];

test('every kind of response carries the security headers, and documents the policy', async ({ request }) => {
  const documents = [
    await request.get('/zasilek-staly'),
    await request.get('/'),
    await request.get('/nie-ma-takiej-strony'),
    await request.get('/aktualnosci'),
    await request.get(`/aktualnosci/${NEWS_ITEM}`),
  ];
  const others = [
    await request.get('/zasilek-staly/', { maxRedirects: 0 }),
    await request.get('/documents/harmonogram_kasa.pdf'),
    await request.get(await logo(request)),
    await request.get('/images/aktualnosci/klub-seniora.svg'),
    await request.get(await firstScript(request)),
  ];
  expect([...documents, ...others].map((response) => response.status())).toEqual([
    200, 200, 404, 200, 200, 301, 200, 200, 200, 200,
  ]);
  for (const response of [...documents, ...others]) {
    for (const name of COMMON) expect(response.headers()[name], `${response.url()} ${name}`).toBeTruthy();
    // Plain HTTP here: the HTTPS-only header is left for the production host.
    expect(response.headers()['strict-transport-security']).toBeUndefined();
  }
  for (const response of documents) expect(response.headers()['content-security-policy'], response.url()).toBeTruthy();
  // Images, scripts, PDFs and redirects hold no document to protect: the policy's kilobyte is not sent with them.
  for (const response of others) expect(response.headers()['content-security-policy'], response.url()).toBeUndefined();

  const policy = documents[0]!.headers()['content-security-policy']!;
  expect(policy).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+; /);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).toContain("connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321");
  expect(policy).toContain('frame-src https://www.facebook.com;');
  expect(policy).toContain("frame-ancestors 'none'");
});

test('every other address of a page leads to its own, or carries the same policy', async ({ request }) => {
  const policyOf = async (path: string) => (await request.get(path)).headers()['content-security-policy'];
  // A page named by a rule of its own: the build's _redirects lead its file's name and its folder's index to it.
  for (const [other, own] of [
    ['/zasilek-staly.html?strona=2', '/zasilek-staly?strona=2'],
    ['/zasilek-staly/index.html', '/zasilek-staly'],
    ['/index.html', '/'],
    ['/aktualnosci.html', '/aktualnosci'],
  ]) {
    const response = await request.get(other!, { maxRedirects: 0 });
    expect([response.status(), response.headers()['location']], other).toEqual([301, own]);
  }
  // A page in a folder of pages: the folder's rule gives every spelling the same policy.
  for (const [other, own] of [
    ['/uk/pomoc-dla-obywateli-ukrainy.html', '/uk/pomoc-dla-obywateli-ukrainy'],
    [`/aktualnosci/${NEWS_ITEM}.html`, `/aktualnosci/${NEWS_ITEM}`],
  ]) {
    const response = await request.get(other!, { maxRedirects: 0 });
    expect(response.status(), other).toBe(200);
    expect(response.headers()['content-security-policy'], other).toBe(await policyOf(own!));
    expect(response.headers()['content-security-policy'], other).toMatch(
      /^default-src 'self'; script-src 'self' 'sha256-/,
    );
  }
  // The not-found pages keep their status and policy, by any name.
  const notFound = await request.get('/nie-ma-takiej-strony.html', { maxRedirects: 0 });
  expect(notFound.status()).toBe(404);
  expect(notFound.headers()['content-security-policy']).toBe(await policyOf('/404'));
  const byName = await request.get('/404.html', { maxRedirects: 0 });
  expect(byName.headers()['content-security-policy']).toBe(await policyOf('/404'));
  const ukrainian = await request.get('/uk/nie-ma-takiej-strony.html', { maxRedirects: 0 });
  expect(ukrainian.status()).toBe(404);
  expect(ukrainian.headers()['content-security-policy']).toBe(await policyOf('/uk/nie-ma-takiej-strony'));
});

/** The address of the centre's mark, the logo and the tab icon, which is named by its content. */
async function logo(request: APIRequestContext): Promise<string> {
  return logoAddress(await (await request.get('/')).text())!;
}

/** The address of a script the home page loads. */
async function firstScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  return /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1] ?? /"(\/_astro\/[^"]+\.js)"/.exec(html)![1]!;
}

test('the production headers file holds the same policy and HSTS', async ({ request }) => {
  const served = (await request.get('/')).headers()['content-security-policy'];
  // _headers itself is a host's configuration, but this server does not hide it: read it to compare.
  const file = await (await request.get('/_headers')).text();
  expect(file).toContain(`Content-Security-Policy: ${served}`);
  expect(file).toMatch(/Strict-Transport-Security: max-age=\d+/);
});

test('signed in, searching and with the social timeline shown, nothing breaks the policy', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await page.route(/facebook\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<p>Oś czasu</p>' }),
  );
  await page.goto('/');
  const show = page.locator('#social-media').getByRole('button', { name: 'Pokaż wpisy z Facebooka' });
  await show.click();
  await expect(page.locator('#social-media iframe')).toBeVisible();
  await signIn(page, ADMIN);
  await page.keyboard.press('Escape');
  await page.goto('/szukaj?q=zasilek');
  await hydrated(page);
  await expect(page.locator('.search-results__list a').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Szukaj w serwisie' }).first().fill('dodatek');
  await expect(page.getByRole('listbox', { name: 'Wyniki wyszukiwania' }).getByRole('option').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
