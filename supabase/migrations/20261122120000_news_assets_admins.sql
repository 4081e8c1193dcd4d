-- News, registered files and the administrator allowlist.
-- Everyone may read news and files; only accounts on the allowlist may write them.
-- The database decides this, so the rule holds for every client, not only for the site.

-- Allowlist -------------------------------------------------------------------------------

create table public.admins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.admins is
  'Accounts allowed to publish news and register files. Added with `npm run admin:create`.';

create schema if not exists private;

-- security definer: the policies below run as the caller, who cannot read the allowlist
-- beyond their own row; an empty search_path keeps the function immune to object spoofing.
create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admins where user_id = (select auth.uid())
  )
$$;

revoke all on function private.is_admin() from public;
grant usage on schema private to authenticated;
grant execute on function private.is_admin() to authenticated;

-- News ------------------------------------------------------------------------------------

create table public.news_items (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  content text not null,
  -- Display date in the Polish format (e.g. 22.11.2026), set once when the item is created.
  date text not null default to_char(now() at time zone 'Europe/Warsaw', 'DD.MM.YYYY'),
  image text,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint news_items_title_not_blank check (char_length(btrim(title)) between 1 and 300),
  constraint news_items_content_not_blank check (char_length(btrim(content)) between 1 and 20000),
  constraint news_items_date_not_blank check (char_length(btrim(date)) between 1 and 40),
  constraint news_items_image_is_http_url check (
    image is null or (image ~* '^https?://[^[:space:]]+$' and char_length(image) <= 2048)
  )
);

create index news_items_created_at_idx on public.news_items (created_at desc);
create index news_items_created_by_idx on public.news_items (created_by);

-- Registered files ------------------------------------------------------------------------

create table public.assets (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  url text not null,
  type text not null,
  category text not null default 'general',
  description text,
  uploaded_at timestamptz not null default now(),
  uploaded_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint assets_name_not_blank check (char_length(btrim(name)) between 1 and 300),
  constraint assets_url_is_http_url check (
    url ~* '^https?://[^[:space:]]+$' and char_length(url) <= 2048
  ),
  constraint assets_type_known check (type in ('image', 'pdf')),
  constraint assets_category_known check (category in ('general', 'programs', 'rodo')),
  constraint assets_description_length check (description is null or char_length(description) <= 2000)
);

create index assets_uploaded_at_idx on public.assets (uploaded_at desc);
create index assets_uploaded_by_idx on public.assets (uploaded_by);

-- Privileges: start from nothing, grant back what each role needs -------------------------

revoke all on table public.admins, public.news_items, public.assets from public, anon, authenticated, service_role;

grant select on table public.news_items, public.assets to anon, authenticated;

-- Column lists keep ids, timestamps and authorship out of reach of the API:
-- the database fills them and an update cannot rewrite who created a row.
grant insert (title, content, date, image, created_by),
      update (title, content, date, image),
      delete
  on table public.news_items to authenticated;

grant insert (name, url, type, category, description, uploaded_by),
      update (name, url, type, category, description),
      delete
  on table public.assets to authenticated;

-- The site asks whether the signed-in account is an administrator by reading its own row.
grant select on table public.admins to authenticated;

-- The service role (server-side tools such as admin:create) manages everything.
grant select, insert, update, delete on table public.admins, public.news_items, public.assets to service_role;

-- Row-level security: one policy per operation --------------------------------------------

alter table public.admins enable row level security;
alter table public.news_items enable row level security;
alter table public.assets enable row level security;

create policy "admins: an administrator sees their own entry"
  on public.admins for select to authenticated
  using (user_id = (select auth.uid()));

create policy "news_items: everyone reads"
  on public.news_items for select to anon, authenticated
  using (true);

create policy "news_items: administrators add, signed with their own id"
  on public.news_items for insert to authenticated
  with check ((select private.is_admin()) and created_by = (select auth.uid()));

create policy "news_items: administrators edit"
  on public.news_items for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "news_items: administrators delete"
  on public.news_items for delete to authenticated
  using ((select private.is_admin()));

create policy "assets: everyone reads"
  on public.assets for select to anon, authenticated
  using (true);

create policy "assets: administrators add, signed with their own id"
  on public.assets for insert to authenticated
  with check ((select private.is_admin()) and uploaded_by = (select auth.uid()));

create policy "assets: administrators edit"
  on public.assets for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "assets: administrators delete"
  on public.assets for delete to authenticated
  using ((select private.is_admin()));

-- Realtime --------------------------------------------------------------------------------

-- The publication exists on hosted Supabase and in the local server; a plain Postgres
-- without it (e.g. a bare test database) still accepts this migration.
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.news_items, public.assets;
  end if;
end
$$;
