import { expect, test } from '@playwright/test';
import { holdRequests, hydrated, useTheme, wcagViolations } from '../support.ts';
import { ADMIN, createAdministrator, createNonAdmin, serviceClient, unique } from '../live/backend.ts';
import { loginDialog, openLoginDialog, panel, signIn, submitSignIn } from '../live/admin-steps.ts';
import { searchList } from '../live/safety-steps.ts';
import { polishDate } from '../../tests/polish-date.ts';
import { siteWords } from '../../src/i18n/pl/site.ts';
import { fill } from '../../src/i18n/message.ts';
import { panelWords } from '../../src/i18n/pl/panel.ts';
import { panelTrustWords } from '../../src/i18n/pl/panel-trust.ts';

test.describe('signing in', () => {
  test('the login modal has e-mail, password with show/hide, the note, no registration; a wrong password is refused in Polish', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    await expect(dialog.getByText('Konta administratorów zakłada administrator systemu')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /rejestr/i })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /zarejestruj/i })).toHaveCount(0);

    const password = dialog.getByLabel('Hasło', { exact: true });
    await password.fill('zle-haslo');
    await expect(password).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Pokaż hasło' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Ukryj hasło' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await dialog.getByLabel('Adres e-mail').fill(ADMIN.email);
    await dialog.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Nieprawidłowy adres e-mail lub hasło');
    await expect(panel(page)).toHaveCount(0);
  });

  test('empty or malformed fields get Polish messages and no request', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    let tokenRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/token')) tokenRequests++;
    });
    await dialog.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(dialog.getByText('Podaj adres e-mail.')).toBeVisible();
    await expect(dialog.getByText('Podaj hasło.')).toBeVisible();
    await expect(dialog.getByLabel('Adres e-mail')).toBeFocused();
    await dialog.getByLabel('Adres e-mail').fill('admin@');
    await dialog.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(dialog.getByText(/Podaj poprawny adres e-mail/)).toBeVisible();
    expect(tokenRequests).toBe(0);
  });

  test("the button reads 'Logowanie…' while signing in, then the panel opens and survives a reload", async ({
    page,
  }) => {
    await page.goto('/zasilek-staly');
    const dialog = await openLoginDialog(page);
    await dialog.getByLabel('Adres e-mail').fill(ADMIN.email);
    await dialog.getByLabel('Hasło', { exact: true }).fill(ADMIN.password);
    const release = await holdRequests(page, '**/auth/v1/token*');
    await dialog.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(dialog.getByRole('button', { name: panelWords.login.submitting })).toBeDisabled();
    release();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toContainText(`Zalogowano jako ${ADMIN.email}`);
    await expect(panel(page)).toContainText('Połączono z bazą danych.');
    await expect(panel(page)).toContainText('Synchronizacja na żywo jest aktywna');

    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: siteWords.admin.title }).click();
    await expect(panel(page)).toBeVisible();
  });

  test('signing out returns the shield to the login modal', async ({ page }) => {
    // An account of its own: signing out ends every session of the account, the other tests' included.
    await page.goto('/');
    await signIn(page, await createAdministrator('wylogowanie'));
    await panel(page).getByRole('button', { name: 'Wyloguj się' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await hydrated(page);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')))).toEqual(
      [],
    );
    await page.getByRole('button', { name: siteWords.admin.title }).click();
    await expect(loginDialog(page)).toBeVisible();
  });

  test('until the server has ended the session, the dialog says it is signing out, also when opened again, and nothing asks about that session; focus goes to the login form', async ({
    page,
  }) => {
    const account = await createAdministrator('wylogowanie');
    await page.goto('/kontakt');
    await signIn(page, account);
    const signingOut = page.getByRole('dialog', { name: panelWords.signingOut });

    let release = await holdRequests(page, '**/auth/v1/logout**');
    await panel(page).getByRole('button', { name: 'Wyloguj się' }).click();
    await expect(signingOut).toBeVisible();
    release();
    // Focus was on 'Wyloguj się', gone with the panel: it goes where the login form starts.
    await expect(loginDialog(page).getByLabel('Adres e-mail')).toBeFocused();
    await page.unrouteAll();
    await submitSignIn(page, account);

    // supabase-js drops the stored session, whichever it is by then, when the server says a token's session is
    // gone: a panel opened during the sign-out would ask, and could sign the next sign-in out.
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/user')) sessionChecks.push(request.url());
    });
    release = await holdRequests(page, '**/auth/v1/logout**');
    await panel(page).getByRole('button', { name: 'Wyloguj się' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: siteWords.admin.title }).click();
    await expect(signingOut).toBeVisible();
    release();
    await expect(loginDialog(page).getByLabel('Adres e-mail')).toBeFocused();
    expect(sessionChecks).toEqual([]);
    await submitSignIn(page, account);
  });

  test('an account that is not on the allowlist is told it has no editing rights, and the database refuses it', async ({
    page,
  }) => {
    const account = await createNonAdmin();
    await page.goto('/');
    await signIn(page, account, false);
    const notice = page.getByRole('dialog', { name: 'Brak uprawnień do edycji' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(account.email);
    await expect(page.getByRole('tab')).toHaveCount(0);
    const insert = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
      const token = JSON.parse(localStorage.getItem(key)!).access_token as string;
      const response = await fetch('http://127.0.0.1:54321/rest/v1/news_items', {
        method: 'POST',
        headers: {
          apikey:
            'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ title: 'włamanie', content: 'nie powinno się udać', date: '01.01.2026' }),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(insert.status).toBe(403);
    expect(insert.body.code).toBe('42501');
  });

  test('the modal traps focus, closes on Escape and returns focus to the shield button', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    await expect(dialog.getByLabel('Adres e-mail')).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: siteWords.admin.title })).toBeFocused();
  });
});

test.describe('publishing news', () => {
  test('add, edit and move to the bin appear live on a public page open in another browser', async ({
    page,
    browser,
  }) => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/aktualnosci');
    await expect(visitor.locator('.news-list .news-card').first()).toBeVisible();

    await page.goto('/');
    await signIn(page, ADMIN);
    const admin = panel(page);
    const title = unique('Dyżur w sobotę');
    await admin.getByRole('tab', { name: 'Dodaj aktualność' }).click();
    const add = admin.getByRole('form', { name: 'Dodaj aktualność' });
    const submit = add.getByRole('button', { name: 'Opublikuj' });
    const draft = add.getByRole('button', { name: 'Zapisz szkic' });
    await expect(submit).toBeDisabled();
    await expect(draft).toBeDisabled();
    await add.getByLabel('Tytuł').fill(title);
    await expect(submit).toBeDisabled();
    await add.getByLabel('Treść').fill('Pierwszy akapit.\nDrugi akapit z informacją.');
    await add.getByLabel('Adres obrazu (opcjonalnie)').fill('javascript:alert(1)');
    await expect(add.getByText(/musi być pełnym adresem zaczynającym się od http/)).toBeVisible();
    await expect(submit).toBeDisabled();
    await add
      .getByLabel('Adres obrazu (opcjonalnie)')
      .fill('http://localhost:4321/images/aktualnosci/klub-seniora.svg');
    await expect(add.locator('.image-preview img')).toBeVisible();
    await expect(add.getByText('Opisz, co widać na obrazku, albo zaznacz, że jest tylko ozdobą.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(draft).toBeDisabled();
    await add.getByLabel('Tekst alternatywny: co widać na obrazku').fill('Spotkanie w klubie seniora');
    await submit.click();

    await expect(admin.getByRole('tab', { name: /^Aktualności \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Aktualność została opublikowana.' })).toHaveCount(1);
    const item = admin.locator('.admin-list__item', { hasText: title });
    await expect(item).toBeVisible();
    const today = polishDate();
    await expect(item.locator('.admin-list__meta')).toHaveText(today);

    const visitorCard = visitor.locator('.news-list .news-card').first();
    await expect(visitorCard.locator('h2')).toHaveText(title);
    await expect(visitorCard.locator('.news-card__image')).toHaveAttribute(
      'src',
      'http://localhost:4321/images/aktualnosci/klub-seniora.svg',
    );
    await expect(visitorCard.locator('.news-card__image')).toHaveAttribute('alt', 'Spotkanie w klubie seniora');

    // Searched first: items other tests add meanwhile arrive at the top of the list and move its rows.
    await searchList(page, panelWords.paging.searchNews, title);
    await item.getByRole('button', { name: `Edytuj: ${title}` }).click();
    const edit = admin.getByRole('form', { name: `Edycja: ${title}` });
    const save = edit.getByRole('button', { name: 'Zapisz', exact: true });
    await edit.getByLabel('Tytuł').fill('');
    await expect(save).toBeDisabled();
    await edit.getByLabel('Tytuł').fill(`${title} (zmiana)`);
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Zmiany w aktualności zostały zapisane.' })).toHaveCount(1);
    await expect(visitorCard.locator('h2')).toHaveText(`${title} (zmiana)`);
    // An edit of an item published keeps its date.
    await expect(admin.locator('.admin-list__item', { hasText: title }).locator('.admin-list__meta')).toHaveText(today);

    await admin.getByRole('button', { name: `Usuń: ${title} (zmiana)` }).click();
    // No question: the bin keeps it, and 'Cofnij' takes the move back.
    await expect(page.getByRole('dialog', { name: /Usunąć/ })).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: `Przeniesiono do kosza: „${title} (zmiana)”.` }),
    ).toHaveCount(1);
    await expect(admin.getByRole('button', { name: 'Cofnij' })).toBeFocused();
    expect(await wcagViolations(page)).toEqual([]);
    await expect(admin.locator('.admin-list__item', { hasText: title })).toHaveCount(0);
    await expect(visitor.locator('.news-list h2', { hasText: title })).toHaveCount(0);
    await visitor.context().close();
  });

  test('only one item is edited at a time, and cancelling keeps it unchanged', async ({ page }) => {
    // Two items of its own, searched for, so that items other tests add meanwhile do not move the rows pressed.
    const marker = unique('Dwie do edycji');
    const { data, error } = await serviceClient()
      .from('news_items')
      .insert([1, 2].map((n) => ({ title: `${marker} ${n}`, content: `Treść ${n}.`, date: '27.11.2026' })))
      .select('id');
    if (error) throw error;
    try {
      await page.goto('/');
      await signIn(page, ADMIN);
      const admin = panel(page);
      await searchList(page, panelWords.paging.searchNews, marker);
      const edits = admin.getByRole('button', { name: /^Edytuj: / });
      await expect(edits).toHaveCount(2);
      await edits.nth(0).click();
      await expect(admin.locator('.admin-list__item--editing')).toHaveCount(1);
      await edits.nth(0).click(); // the next item's button: the first is now a form
      await expect(admin.locator('.admin-list__item--editing')).toHaveCount(1);
      await expect(edits).toHaveCount(1);
      await admin.getByRole('button', { name: 'Anuluj', exact: true }).click();
      await expect(admin.locator('.admin-list__item--editing')).toHaveCount(0);
      await expect(edits).toHaveCount(2);
    } finally {
      await serviceClient()
        .from('news_items')
        .delete()
        .in(
          'id',
          data!.map((row) => row.id),
        );
    }
  });

  test('previews in the panel are cut at 200 characters', async ({ page }) => {
    const title = unique('Długi komunikat');
    const content = 'Ośrodek informuje o zmianach. '.repeat(12);
    const { data, error } = await serviceClient()
      .from('news_items')
      .insert({ title, content, date: '01.01.2000', created_at: '2000-01-01T00:00:00Z' })
      .select()
      .single();
    if (error) throw error;
    try {
      await page.goto('/');
      await signIn(page, ADMIN);
      // An item of the year 2000 is far down the list: the administrator finds it by its title.
      await panel(page).getByLabel(panelWords.paging.searchNews).fill(title);
      const preview = panel(page).locator('.admin-list__item', { hasText: title }).locator('.admin-list__preview');
      await expect(preview).toHaveText(`${Array.from(content).slice(0, 200).join('').trimEnd()}…`);
    } finally {
      await serviceClient().from('news_items').delete().eq('id', data.id);
    }
  });

  test('the panel with its tabs has no accessibility violations and fits 90% of the viewport', async ({ page }) => {
    await page.goto('/');
    await signIn(page, ADMIN);
    expect(await wcagViolations(page)).toEqual([]);
    const box = (await panel(page).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.9 + 1);
    // The panel stays where it is when its content shrinks: a list searched down to nothing moves no control (on a
    // screen tall enough for the panel to end above its 90 %).
    await page.setViewportSize({ width: 1280, height: 1600 });
    const tabsTop = async () => (await panel(page).getByRole('tablist').boundingBox())!.y;
    const before = await tabsTop();
    const nothing = unique('nic takiego');
    await panel(page).getByLabel(panelWords.paging.searchNews, { exact: true }).fill(nothing);
    await expect(panel(page).getByText(fill.pl(panelWords.paging.nothingFound, { text: nothing }))).toBeVisible();
    expect(await tabsTop()).toBe(before);
    await page.setViewportSize({ width: 1280, height: 720 });
    const tabs = panel(page).getByRole('tab');
    await expect(tabs).toHaveCount(7);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(panel(page).getByRole('tab', { name: 'Dodaj aktualność' })).toBeFocused();
    await expect(panel(page).getByRole('tab', { name: 'Dodaj aktualność' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    expect(await wcagViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expect(panel(page).getByRole('tab', { name: /^Kosz \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    expect(await wcagViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expect(panel(page).getByRole('tab', { name: panelWords.feedback.tab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await wcagViolations(page)).toEqual([]);
    // Issue 47's tabs: the urgent notices with their form, and the pages due for review.
    await page.keyboard.press('ArrowRight');
    await expect(panel(page).getByRole('tab', { name: /^Komunikaty \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel(page).getByRole('heading', { name: panelTrustWords.notices.add })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expect(panel(page).getByRole('tab', { name: /^Do przeglądu \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel(page).getByText(/Lista jest z ostatniej przebudowy strony/)).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
});

test.describe('login modal accessibility', () => {
  test('has no violations in light and dark mode', async ({ page }) => {
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await page.goto('/kontakt');
      await openLoginDialog(page);
      expect(await wcagViolations(page)).toEqual([]);
    }
  });
});

test.describe('session', () => {
  test('a session whose refresh fails is signed out cleanly', async ({ page }) => {
    await page.goto('/');
    await signIn(page, ADMIN);
    // Make the stored session expired and its refresh token unknown to the server.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
      const session = JSON.parse(localStorage.getItem(key)!);
      session.expires_at = Math.floor(Date.now() / 1000) - 60;
      session.refresh_token = 'nieznany-token';
      localStorage.setItem(key, JSON.stringify(session));
    });
    await page.reload();
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('-auth-token')).length))
      .toBe(0);
    await page.getByRole('button', { name: siteWords.admin.title }).click();
    await expect(loginDialog(page)).toBeVisible();
  });
});
