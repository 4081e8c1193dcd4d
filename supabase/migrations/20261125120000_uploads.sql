-- Uploaded files and pictures (Supabase Storage), and what a news picture needs to be accessible and light.
-- Anyone may read an object through its public address; only administrators may upload, replace, list or
-- delete, decided by the same private.is_admin() as the tables.

-- Buckets ---------------------------------------------------------------------------------

-- The limits are enforced by Storage itself, before any policy: PDFs up to 20 MB, pictures up to 10 MB.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('documents', 'documents', true, 20971520, array['application/pdf']),
  ('pictures', 'pictures', true, 10485760, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Objects: one policy per operation. Upsert needs select, insert and update; list needs select.
create policy "storage: administrators see the site's objects"
  on storage.objects for select to authenticated
  using (bucket_id in ('documents', 'pictures') and (select private.is_admin()));

create policy "storage: administrators upload"
  on storage.objects for insert to authenticated
  with check (bucket_id in ('documents', 'pictures') and (select private.is_admin()));

create policy "storage: administrators replace"
  on storage.objects for update to authenticated
  using (bucket_id in ('documents', 'pictures') and (select private.is_admin()))
  with check (bucket_id in ('documents', 'pictures') and (select private.is_admin()));

create policy "storage: administrators delete"
  on storage.objects for delete to authenticated
  using (bucket_id in ('documents', 'pictures') and (select private.is_admin()));

-- Files: their size, filled in from an uploaded file -----------------------------------------

alter table public.assets
  add column size_bytes integer,
  add constraint assets_size_positive check (size_bytes is null or size_bytes > 0);

grant insert (size_bytes), update (size_bytes) on table public.assets to authenticated;

-- News pictures ---------------------------------------------------------------------------

-- image is the large picture (a JPEG every browser shows, or an address given by hand); image_webp and the
-- *_small variants (600 px, for cards) exist for uploaded pictures. image_alt is the text alternative: '' marks
-- a decorative picture; null only on items from before this change.
alter table public.news_items
  add column image_alt text,
  add column image_width integer,
  add column image_height integer,
  add column image_small text,
  add column image_webp text,
  add column image_webp_small text,
  add constraint news_items_image_alt_length check (image_alt is null or char_length(image_alt) <= 300),
  add constraint news_items_image_size_known check (
    (image_width is null) = (image_height is null)
    and (image_width is null or (image_width between 1 and 10000 and image_height between 1 and 10000))
  ),
  add constraint news_items_variants_are_http_urls check (
    (image_small is null or (image_small ~* '^https?://[^[:space:]]+$' and char_length(image_small) <= 2048))
    and (image_webp is null or (image_webp ~* '^https?://[^[:space:]]+$' and char_length(image_webp) <= 2048))
    and (image_webp_small is null or (image_webp_small ~* '^https?://[^[:space:]]+$' and char_length(image_webp_small) <= 2048))
  );

-- A picture added or changed from now on says what it shows or that it is decorative; older items keep working.
alter table public.news_items
  add constraint news_items_image_has_alt check (image is null or image_alt is not null) not valid;

grant insert (image_alt, image_width, image_height, image_small, image_webp, image_webp_small),
      update (image_alt, image_width, image_height, image_small, image_webp, image_webp_small)
  on table public.news_items to authenticated;
