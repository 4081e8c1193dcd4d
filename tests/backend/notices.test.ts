// @vitest-environment node
// Urgent notices (supabase/migrations/20261202120000_notices.sql): the public reads a published notice until its
// end, never a draft, an ended notice or the bin; an administrator writes them only with the second step; the
// checks refuse bad input with the constraint the panel says in Polish; every change is kept in the history.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  createAccount,
  deleteAccounts,
  disposeClients,
  hosted,
  newClient,
  serverErrors,
  signedIn,
  startTarget,
  uniqueSuffix,
  type Target,
} from './harness.ts';
import { clock, enrolAndVerify } from './two-step.ts';
import { describeNoticeError } from '../../src/api/notice-errors.ts';
import { panelWords } from '../../src/i18n/pl/panel.ts';
import { twoStepWords } from '../../src/i18n/pl/two-step.ts';

let target: Target;
let service: SupabaseClient;
let anon: SupabaseClient;
/** The administrator's session verified with a code, and one signed in with the password alone. */
let strong: SupabaseClient;
let weak: SupabaseClient;
const tag = `notice-${uniqueSuffix()}`;
const hour = 3_600_000;
const day = 24 * hour;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const notice = (title: string, columns: Record<string, unknown> = {}) => ({
  title: `${tag} ${title}`,
  body: 'Ośrodek jest nieczynny.',
  ends_at: at(24 * hour),
  published_at: at(0),
  ...columns,
});

beforeAll(async () => {
  target = await startTarget({ clock: () => clock.now() });
  service = newClient(target, target.serviceRoleKey);
  anon = newClient(target);
  const admin = await createAccount(target, { admin: true });
  strong = await signedIn(target, admin);
  await enrolAndVerify(strong);
  weak = await signedIn(target, admin);
}, 60_000);

afterAll(async () => {
  await service?.from('notices').delete().like('title', `${tag}%`);
  await deleteAccounts();
  await disposeClients();
  await target?.stop();
  expect(serverErrors).toEqual([]);
});

const titlesAnonReads = async () =>
  ((await anon.from('notices').select('title').like('title', `${tag}%`)).data ?? []).map((row) => row.title);

describe('notices', () => {
  test('the public reads a published notice until its end, a scheduled one too, never a draft, an ended one or the bin', async () => {
    const rows = [
      notice('aktywny'),
      notice('zaplanowany', { starts_at: at(2 * hour) }),
      notice('szkic', { published_at: null }),
      notice('zakończony', { starts_at: at(-3 * hour), ends_at: at(-hour) }),
      notice('w koszu', { deleted_at: at(0) }),
    ];
    expect((await service.from('notices').insert(rows)).error).toBeNull();
    expect((await titlesAnonReads()).sort()).toEqual([`${tag} aktywny`, `${tag} zaplanowany`]);
    expect((await anon.from('notices').insert(notice('od gościa'))).error?.code).toBe('42501');
  });

  test('an administrator without the second step writes none; with it, adds, ends and moves one to the bin', async () => {
    const refused = await weak.from('notices').insert(notice('słaby')).select();
    expect(refused.error).toMatchObject({ code: 'PT403', hint: 'aal2_required' });
    expect(describeNoticeError(refused.error)).toBe(twoStepWords.errors.writeNeedsCode);
    const added = await strong.from('notices').insert(notice('silny')).select().single();
    expect(added.error).toBeNull();
    const ended = await strong
      .from('notices')
      .update({ ends_at: at(-1000), version: added.data.version })
      .eq('id', added.data.id)
      .select()
      .single();
    expect(ended.error).toBeNull();
    expect(await titlesAnonReads()).not.toContain(`${tag} silny`);
    const versions = await strong.from('item_versions').select('version').eq('item_id', added.data.id);
    expect(versions.data?.map((row) => row.version).sort()).toEqual([1, 2]);
    const stale = await strong
      .from('notices')
      .update({ title: `${tag} stary`, version: 1 })
      .eq('id', added.data.id);
    expect(stale.error).toMatchObject({ code: 'PT409', hint: 'stale' });
    expect(describeNoticeError(stale.error)).toBe(panelWords.refusals.stale);
    const binned = await strong
      .from('notices')
      .update({ deleted_at: at(0), version: ended.data.version })
      .eq('id', added.data.id)
      .select()
      .single();
    expect(binned.data?.deleted_by).not.toBeNull();
    expect((await strong.from('notices').delete().eq('id', added.data.id)).error).toBeNull();
    const traces = await strong.from('permanent_deletions').select('table_name').eq('item_id', added.data.id);
    expect(traces.data).toEqual([{ table_name: 'notices' }]);
  });

  test.skipIf(hosted)('the bin is emptied of a notice that lay there 30 days, a fresh one stays', async () => {
    const rows = [
      notice('w koszu od miesiąca', { deleted_at: at(-31 * day) }),
      notice('w koszu od wczoraj', { deleted_at: at(-day) }),
    ];
    const binned = await service.from('notices').insert(rows).select('id, title');
    expect(binned.error).toBeNull();
    await target.backend!.runDueWork();
    const kept = await service
      .from('notices')
      .select('title')
      .in(
        'id',
        binned.data!.map((row) => row.id),
      );
    expect(kept.data?.map((row) => row.title)).toEqual([`${tag} w koszu od wczoraj`]);
  });

  test.each([
    ['a title over its limit', { title: `${tag} ${'x'.repeat(120)}` }, 'Tytuł komunikatu ma od 3 do 120 znaków.'],
    ['no end', { ends_at: null }, 'Podaj, kiedy komunikat się kończy.'],
    [
      'an end before its start',
      { starts_at: at(5 * hour), ends_at: at(4 * hour) },
      'Komunikat musi kończyć się po swoim początku.',
    ],
    ['markup', { body: 'Zamknięte <b>jutro</b>.' }, 'Komunikat nie może zawierać znaczników HTML (znaków < i >).'],
    [
      'a Ukrainian title without its text',
      { title_uk: 'Оголошення' },
      'Komunikat po ukraińsku ma tytuł i treść albo nie ma żadnego z nich.',
    ],
  ])('refuses %s, and the panel says why in Polish', async (_case, columns, sentence) => {
    const refused = await strong.from('notices').insert(notice('zły', columns));
    expect(refused.error).not.toBeNull();
    expect(describeNoticeError(refused.error)).toBe(sentence);
  });
});
