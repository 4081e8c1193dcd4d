// @vitest-environment node
// Storage as the site uses it: the administrator uploads, replaces, lists and removes files in the two public
// buckets; everyone reads them by their public address; nobody else may write or list.
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

let target: Target;
let adminClient: SupabaseClient;
let strangerClient: SupabaseClient;
let anon: SupabaseClient;
/** Every object this file writes lives below this folder, so a hosted project's own files are never touched. */
const folder = `contract-${uniqueSuffix()}`;

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function publicUrl(bucket: string, name: string): string {
  return anon.storage.from(bucket).getPublicUrl(name).data.publicUrl;
}

async function listed(client: SupabaseClient, bucket = 'documents'): Promise<string[]> {
  const { data, error } = await client.storage.from(bucket).list(folder);
  if (error) throw new Error(error.message);
  return data.map((entry) => entry.name);
}

beforeAll(async () => {
  target = await startTarget();
  adminClient = await signedIn(target, await createAccount(target, { admin: true }));
  strangerClient = await signedIn(target, await createAccount(target, { admin: false }));
  anon = newClient(target);
}, 60_000);

afterAll(async () => {
  for (const bucket of ['documents', 'pictures']) {
    const names = await listed(adminClient, bucket).catch(() => []);
    if (names.length > 0) await adminClient.storage.from(bucket).remove(names.map((name) => `${folder}/${name}`));
  }
  await deleteAccounts();
  await disposeClients();
  await target?.stop();
  expect(serverErrors).toEqual([]);
});

describe('the administrator', () => {
  test('uploads a PDF that anyone reads at its public address, with its type and byte ranges', async () => {
    const name = `${folder}/wniosek.pdf`;
    const body = pdf('wniosek o zasiłek');
    const { data, error } = await adminClient.storage
      .from('documents')
      .upload(name, body, { contentType: 'application/pdf' });
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`documents/${name}`);

    const whole = await fetch(publicUrl('documents', name));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await whole.arrayBuffer()).equals(body)).toBe(true);

    const part = await fetch(publicUrl('documents', name), { headers: { Range: 'bytes=0-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-4/${body.length}`);
    expect(await part.text()).toBe('%PDF-');

    const downloaded = await adminClient.storage.from('documents').download(name);
    expect(downloaded.error).toBeNull();
    expect(Buffer.from(await downloaded.data!.arrayBuffer()).equals(body)).toBe(true);
  });

  test('uploads a picture as a Blob (multipart, as a browser sends it)', async () => {
    const name = `${folder}/logo.png`;
    const { error } = await adminClient.storage.from('pictures').upload(name, new Blob([PNG], { type: 'image/png' }));
    expect(error).toBeNull();
    const served = await fetch(publicUrl('pictures', name));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  test('replaces a file only when asking to, and lists the folder', async () => {
    const name = `${folder}/regulamin.pdf`;
    const options = { contentType: 'application/pdf' };
    expect((await adminClient.storage.from('documents').upload(name, pdf('v1'), options)).error).toBeNull();
    const again = await adminClient.storage.from('documents').upload(name, pdf('v2'), options);
    expect(again.error?.message).toMatch(/already exists/);
    expect(await (await fetch(publicUrl('documents', name))).text()).toContain('v1');

    const replaced = await adminClient.storage.from('documents').upload(name, pdf('v2'), { ...options, upsert: true });
    expect(replaced.error).toBeNull();
    expect(await (await fetch(publicUrl('documents', name))).text()).toContain('v2');
    expect(await listed(adminClient)).toContain('regulamin.pdf');
  });

  test('removes a file: its address answers 404 and the list no longer holds it', async () => {
    const name = `${folder}/do-usuniecia.pdf`;
    await adminClient.storage.from('documents').upload(name, pdf('x'), { contentType: 'application/pdf' });
    const { data, error } = await adminClient.storage.from('documents').remove([name]);
    expect(error).toBeNull();
    expect(data?.map((object) => object.name)).toEqual([name]);
    expect((await fetch(publicUrl('documents', name))).status).toBe(404);
    expect(await listed(adminClient)).not.toContain('do-usuniecia.pdf');
  });
});

describe('limits of the buckets', () => {
  test('a PDF over 20 MB and a picture over 10 MB are refused, and nothing is stored', async () => {
    const big = Buffer.concat([pdf('big'), Buffer.alloc(20 * 1024 * 1024)]);
    const tooBig = await adminClient.storage
      .from('documents')
      .upload(`${folder}/duzy.pdf`, big, { contentType: 'application/pdf' });
    expect(tooBig.error).not.toBeNull();
    expect((tooBig.error as { status?: number }).status).toBe(413);
    const picture = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBigPicture = await adminClient.storage
      .from('pictures')
      .upload(`${folder}/duze.png`, picture, { contentType: 'image/png' });
    expect((tooBigPicture.error as { status?: number }).status).toBe(413);
    expect((await fetch(publicUrl('documents', `${folder}/duzy.pdf`))).status).not.toBe(200);
  }, 30_000);

  test('a type the bucket does not allow is refused: a page, an SVG, a Word file', async () => {
    const refused: [string, string][] = [
      ['strona.html', 'text/html'],
      ['rysunek.svg', 'image/svg+xml'],
      ['pismo.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ];
    for (const [name, type] of refused) {
      const bucket = type.startsWith('image/') ? 'pictures' : 'documents';
      const { error } = await adminClient.storage
        .from(bucket)
        .upload(`${folder}/${name}`, Buffer.from('<svg onload="alert(1)"/>'), { contentType: type });
      expect((error as { status?: number } | null)?.status, name).toBe(415);
    }
  });
});

describe.skipIf(hosted)('checks of the local server beyond hosted Storage', () => {
  test('content that is not of its declared type is refused: a page named .pdf, a script as a picture', async () => {
    const page = await adminClient.storage
      .from('documents')
      .upload(`${folder}/podrobka.pdf`, Buffer.from('<html><script>alert(1)</script></html>'), {
        contentType: 'application/pdf',
      });
    expect((page.error as { status?: number } | null)?.status).toBe(415);
    const script = await adminClient.storage
      .from('pictures')
      .upload(
        `${folder}/obraz.png`,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        { contentType: 'image/png' },
      );
    expect((script.error as { status?: number } | null)?.status).toBe(415);
    expect(await listed(adminClient)).not.toContain('podrobka.pdf');
  });

  test('a name that climbs out of its folder is refused', async () => {
    const response = await fetch(`${target.url}/storage/v1/object/documents/${folder}/..%2F..%2Fetc.pdf`, {
      method: 'POST',
      headers: { apikey: target.anonKey, 'content-type': 'application/pdf' },
      body: pdf('x'),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('InvalidKey');
  });

  test('objects are served with nosniff and a broken range is answered, not crashed on', async () => {
    const name = `${folder}/zakres.pdf`;
    await adminClient.storage.from('documents').upload(name, pdf('range'), { contentType: 'application/pdf' });
    const served = await fetch(publicUrl('documents', name), { headers: { Range: 'bytes=999999-' } });
    expect(served.status).toBe(416);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe.each([
  ['an anonymous visitor', () => anon],
  ['a signed-in account that is not an administrator', () => strangerClient],
])('%s', (_who, client) => {
  test('reads a public file but cannot upload, overwrite, list or delete', async () => {
    const name = `${folder}/publiczny-${uniqueSuffix()}.pdf`;
    await adminClient.storage.from('documents').upload(name, pdf('oryginał'), { contentType: 'application/pdf' });
    expect((await fetch(publicUrl('documents', name))).status).toBe(200);

    const upload = await client()
      .storage.from('documents')
      .upload(`${folder}/obcy.pdf`, pdf('obcy'), { contentType: 'application/pdf' });
    expect(upload.error).not.toBeNull();
    const overwrite = await client()
      .storage.from('documents')
      .upload(name, pdf('podmiana'), { contentType: 'application/pdf', upsert: true });
    expect(overwrite.error).not.toBeNull();
    expect(await listed(client())).toEqual([]);
    await client().storage.from('documents').remove([name]);

    const after = await fetch(publicUrl('documents', name));
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('oryginał');
    expect(await listed(adminClient)).not.toContain('obcy.pdf');
  });
});
