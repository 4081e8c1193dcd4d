// @vitest-environment node
// Storage's bucket API as supabase-js calls it (listBuckets, getBucket, createBucket, updateBucket, emptyBucket,
// deleteBucket): reading under row-level security on storage.buckets (no policy: visitors and administrators
// see none), changing for the service role alone, as on a hosted project.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  createAccount,
  deleteAccounts,
  disposeClients,
  newClient,
  serverErrors,
  signedIn,
  startTarget,
  uniqueSuffix,
  type Target,
} from './harness.ts';

let target: Target;
let adminClient: SupabaseClient;
let anon: SupabaseClient;
let service: SupabaseClient;
/** A bucket of this file's own, so a hosted project's buckets are never touched. */
const bucket = `contract-${uniqueSuffix()}`;

beforeAll(async () => {
  target = await startTarget();
  adminClient = await signedIn(target, await createAccount(target, { admin: true }));
  anon = newClient(target);
  service = newClient(target, target.serviceRoleKey);
}, 60_000);

afterAll(async () => {
  await service?.storage.emptyBucket(bucket);
  await service?.storage.deleteBucket(bucket);
  await deleteAccounts();
  await disposeClients();
  await target?.stop();
  expect(serverErrors).toEqual([]);
});

describe('the service role', () => {
  test('lists the project’s buckets and reads one, with its limits', async () => {
    const { data, error } = await service.storage.listBuckets();
    expect(error).toBeNull();
    expect(data?.map((found) => found.id)).toEqual(expect.arrayContaining(['bin', 'documents', 'pictures']));
    const documents = await service.storage.getBucket('documents');
    expect(documents.error).toBeNull();
    expect(documents.data).toMatchObject({
      id: 'documents',
      name: 'documents',
      public: true,
      file_size_limit: 20971520,
      allowed_mime_types: ['application/pdf'],
    });
    const bin = await service.storage.getBucket('bin');
    expect(bin.data).toMatchObject({ id: 'bin', public: false });
  });

  test('creates, changes, empties and deletes a bucket', async () => {
    const created = await service.storage.createBucket(bucket, { public: false, fileSizeLimit: '1MB' });
    expect(created).toMatchObject({ data: { name: bucket }, error: null });
    expect((await service.storage.getBucket(bucket)).data).toMatchObject({ public: false, file_size_limit: 1048576 });

    const again = await service.storage.createBucket(bucket);
    expect(again.error).not.toBeNull();

    const changed = await service.storage.updateBucket(bucket, { public: true, allowedMimeTypes: ['application/pdf'] });
    expect(changed.error).toBeNull();
    expect((await service.storage.getBucket(bucket)).data).toMatchObject({
      public: true,
      allowed_mime_types: ['application/pdf'],
    });

    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    expect(
      (await service.storage.from(bucket).upload('a/plik.pdf', pdf, { contentType: 'application/pdf' })).error,
    ).toBeNull();
    const notEmpty = await service.storage.deleteBucket(bucket);
    expect(notEmpty.error?.message).toMatch(/not empty/);

    expect((await service.storage.emptyBucket(bucket)).error).toBeNull();
    expect((await service.storage.from(bucket).list('a')).data).toEqual([]);
    expect((await service.storage.deleteBucket(bucket)).error).toBeNull();
    expect((await service.storage.getBucket(bucket)).error).not.toBeNull();
    expect((await service.storage.createBucket(bucket, { public: false })).error).toBeNull();
  });

  test('answers an unknown bucket as not found', async () => {
    const missing = await service.storage.getBucket(`missing-${uniqueSuffix()}`);
    expect(missing.data).toBeNull();
    expect(missing.error?.message).toMatch(/not found/i);
  });
});

describe('everyone else', () => {
  test('an anonymous visitor and an administrator list no bucket and read none', async () => {
    for (const client of [anon, adminClient]) {
      expect((await client.storage.listBuckets()).data).toEqual([]);
      expect((await client.storage.getBucket('documents')).error).not.toBeNull();
    }
  });

  test('an anonymous visitor and an administrator create, change, empty and delete nothing', async () => {
    for (const client of [anon, adminClient]) {
      expect((await client.storage.createBucket(`nope-${uniqueSuffix()}`)).error).not.toBeNull();
      expect((await client.storage.updateBucket('documents', { public: false })).error).not.toBeNull();
      expect((await client.storage.emptyBucket('documents')).error).not.toBeNull();
      expect((await client.storage.deleteBucket('pictures')).error).not.toBeNull();
    }
    expect((await service.storage.getBucket('documents')).data).toMatchObject({ public: true });
  });
});
