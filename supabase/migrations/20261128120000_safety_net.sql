-- The administrator's safety net: drafts, publication at a set time, a bin, version history and no silent
-- overwrite. The database decides all of it, so the public API, Realtime, the build's snapshot, the feed, the
-- sitemap and search never see a draft, an item before its time or anything in the bin, and no client can skip
-- the history.
--
-- Drafts and publication times are for news. The bin, the history and the version check are for news and files.

-- News: when it is published (null: a draft), the bin, a version number and the change time ------------------

alter table public.news_items
  add column published_at timestamptz default now(),
  add column updated_at timestamptz not null default now(),
  add column version integer not null default 1 check (version > 0),
  add column deleted_at timestamptz,
  add column deleted_by uuid references auth.users (id) on delete set null;

-- Every item so far was published when it was written.
update public.news_items set published_at = created_at;

comment on column public.news_items.published_at is
  'When the item is public: null for a draft, a future time for an item scheduled. Lists are ordered by it.';
comment on column public.news_items.updated_at is
  'When the row last changed: the lists'' freshness read compares it (with the id) to what a page shows.';
comment on column public.news_items.version is
  'Raised by every change; a write must name the version it was made from, or it is refused (no silent overwrite).';
comment on column public.news_items.deleted_at is 'In the bin since then; null when not in the bin.';

create index news_items_published_at_idx on public.news_items (published_at desc, id desc) where deleted_at is null;
create index news_items_deleted_at_idx on public.news_items (deleted_at) where deleted_at is not null;
create index news_items_deleted_by_idx on public.news_items (deleted_by);

-- Files: the bin, a version number and the change time -------------------------------------------------------

alter table public.assets
  add column updated_at timestamptz not null default now(),
  add column version integer not null default 1 check (version > 0),
  add column deleted_at timestamptz,
  add column deleted_by uuid references auth.users (id) on delete set null;

comment on column public.assets.updated_at is
  'When the row last changed: the lists'' freshness read compares it (with the id) to what a page shows.';
comment on column public.assets.version is
  'Raised by every change; a write must name the version it was made from, or it is refused (no silent overwrite).';
comment on column public.assets.deleted_at is
  'In the bin since then; an uploaded file then lies in the private bucket "bin" under the same name.';

create index assets_deleted_at_idx on public.assets (deleted_at) where deleted_at is not null;
create index assets_deleted_by_idx on public.assets (deleted_by);

-- What administrators may write: the new columns, never the version's bookkeeping ------------------------------

grant insert (published_at), update (published_at, deleted_at, version) on table public.news_items to authenticated;
grant update (deleted_at, version) on table public.assets to authenticated;

-- Who reads what ---------------------------------------------------------------------------------------------

drop policy "news_items: everyone reads" on public.news_items;

create policy "news_items: everyone reads what is published"
  on public.news_items for select to anon, authenticated
  using (published_at <= now() and deleted_at is null);

create policy "news_items: administrators read drafts, scheduled items and the bin"
  on public.news_items for select to authenticated
  using ((select private.is_admin()));

drop policy "assets: everyone reads" on public.assets;

create policy "assets: everyone reads what is not in the bin"
  on public.assets for select to anon, authenticated
  using (deleted_at is null);

create policy "assets: administrators read the bin"
  on public.assets for select to authenticated
  using ((select private.is_admin()));

-- Deleting for good is for what is already in the bin: 'Usuń' moves an item there first.
drop policy "news_items: administrators delete" on public.news_items;
create policy "news_items: administrators delete from the bin"
  on public.news_items for delete to authenticated
  using ((select private.is_admin()) and deleted_at is not null);

drop policy "assets: administrators delete" on public.assets;
create policy "assets: administrators delete from the bin"
  on public.assets for delete to authenticated
  using ((select private.is_admin()) and deleted_at is not null);

-- The rules of every write, before it is made ------------------------------------------------------------------
-- Not security definer: the rules of an administrator's write (the publication time) apply to the roles of the
-- API, while the service role (imports, the seed, tests) writes rows as it gives them.

create function private.check_item_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    -- A write names the version it was made from; someone else's change meanwhile refuses it.
    if new.version is distinct from old.version then
      raise exception 'Ten element zmienił się, odkąd go wczytano.'
        using errcode = 'PT409', hint = 'stale', detail = format('version %s, now %s', new.version, old.version);
    end if;
    -- In the bin an item can only be restored or deleted for good.
    if old.deleted_at is not null and new.deleted_at is not null then
      raise exception 'Ten element jest w koszu.' using errcode = 'PT409', hint = 'in_bin';
    end if;
    new.version := old.version + 1;
    new.updated_at := now();
    if new.deleted_at is null then
      new.deleted_by := null;
    elsif old.deleted_at is null then
      new.deleted_at := now();
      new.deleted_by := auth.uid();
    end if;
  end if;

  -- Nested, not joined with AND: PL/pgSQL looks a field up only in the record of the trigger's own table.
  if tg_table_name = 'news_items' and current_user in ('anon', 'authenticated') then
    if new.published_at is not null and (tg_op = 'INSERT' or new.published_at is distinct from old.published_at) then
      if new.published_at > now() + interval '1 year' then
        raise exception 'Datę publikacji można ustawić najwyżej rok naprzód.' using errcode = '22023', hint = 'too_far';
      end if;
      -- A time already past publishes now; the publication day is the item's date.
      new.published_at := greatest(new.published_at, now());
      new.date := to_char(new.published_at at time zone 'Europe/Warsaw', 'DD.MM.YYYY');
    end if;
  end if;
  return new;
end
$$;

create trigger check_news_items_write
  before insert or update on public.news_items
  for each row execute function private.check_item_write();

create trigger check_assets_write
  before insert or update on public.assets
  for each row execute function private.check_item_write();

-- Version history, written by the database --------------------------------------------------------------------

create table public.item_versions (
  id bigint generated always as identity primary key,
  table_name text not null check (table_name in ('news_items', 'assets')),
  item_id uuid not null,
  version integer not null,
  -- The whole row as it was saved: what changed, and what 'Przywróć tę wersję' brings back.
  row_data jsonb not null,
  changed_at timestamptz not null default now(),
  changed_by uuid references auth.users (id) on delete set null,
  changed_by_email text,
  unique (table_name, item_id, version)
);

comment on table public.item_versions is
  'Every version of every news item and file, kept by a trigger; administrators read it, nobody writes it.';

create index item_versions_item_idx on public.item_versions (table_name, item_id, version desc);
create index item_versions_changed_by_idx on public.item_versions (changed_by);

revoke all on table public.item_versions from public, anon, authenticated;
grant select on table public.item_versions to authenticated;
grant select, insert, update, delete on table public.item_versions to service_role;
alter table public.item_versions enable row level security;

create policy "item_versions: administrators read"
  on public.item_versions for select to authenticated
  using ((select private.is_admin()));

create function private.keep_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.item_versions (table_name, item_id, version, row_data, changed_by, changed_by_email)
  values (
    tg_table_name,
    new.id,
    new.version,
    to_jsonb(new),
    auth.uid(),
    (select email from auth.users where id = auth.uid())
  );
  return null;
end
$$;

revoke all on function private.keep_version() from public, anon, authenticated;

create trigger keep_news_items_version
  after insert or update on public.news_items
  for each row execute function private.keep_version();

create trigger keep_assets_version
  after insert or update on public.assets
  for each row execute function private.keep_version();

-- Every item so far starts its history as it stands.
insert into public.item_versions (table_name, item_id, version, row_data, changed_at, changed_by)
select 'news_items', id, version, to_jsonb(news_items), created_at, created_by from public.news_items;
insert into public.item_versions (table_name, item_id, version, row_data, changed_at, changed_by)
select 'assets', id, version, to_jsonb(assets), uploaded_at, uploaded_by from public.assets;

-- Deleting for good: the history goes too, only who deleted what and when stays ------------------------------

create table public.permanent_deletions (
  id bigint generated always as identity primary key,
  table_name text not null check (table_name in ('news_items', 'assets')),
  item_id uuid not null,
  deleted_at timestamptz not null default now(),
  -- Null: emptied from the bin after 30 days by the database itself.
  deleted_by uuid references auth.users (id) on delete set null,
  deleted_by_email text
);

comment on table public.permanent_deletions is
  'Who deleted which item for good, and when; nothing of its content (it may have been deleted for personal data).';

create index permanent_deletions_deleted_by_idx on public.permanent_deletions (deleted_by);

revoke all on table public.permanent_deletions from public, anon, authenticated;
grant select on table public.permanent_deletions to authenticated;
grant select, insert, update, delete on table public.permanent_deletions to service_role;
alter table public.permanent_deletions enable row level security;

create policy "permanent_deletions: administrators read"
  on public.permanent_deletions for select to authenticated
  using ((select private.is_admin()));

create function private.forget_deleted_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.item_versions where table_name = tg_table_name and item_id = old.id;
  insert into public.permanent_deletions (table_name, item_id, deleted_by, deleted_by_email)
  values (tg_table_name, old.id, auth.uid(), (select email from auth.users where id = auth.uid()));
  return old;
end
$$;

revoke all on function private.forget_deleted_item() from public, anon, authenticated;

create trigger forget_deleted_news_item
  after delete on public.news_items
  for each row execute function private.forget_deleted_item();

create trigger forget_deleted_asset
  after delete on public.assets
  for each row execute function private.forget_deleted_item();

-- What open pages follow: when each list last changed -----------------------------------------------------------
-- Realtime sends a visitor no event for a row they can no longer read (an item moved to the bin), and a
-- publication time changes no row at all. So every open list also follows this table, public and holding no
-- content: a change of its row tells it to read its list again (the freshness read: ids and change times).

create table public.list_changes (
  table_name text primary key check (table_name in ('news_items', 'assets')),
  changed_at timestamptz not null default now()
);

comment on table public.list_changes is
  'When each public list last changed: every write to it, and each publication time reached (private.run_due_work).';

insert into public.list_changes (table_name) values ('news_items'), ('assets');

revoke all on table public.list_changes from public, anon, authenticated;
grant select on table public.list_changes to anon, authenticated;
grant select, insert, update, delete on table public.list_changes to service_role;
alter table public.list_changes enable row level security;

create policy "list_changes: everyone reads"
  on public.list_changes for select to anon, authenticated
  using (true);

create function private.touch_list()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.list_changes set changed_at = now() where table_name = tg_table_name;
  return null;
end
$$;

revoke all on function private.touch_list() from public, anon, authenticated;

create trigger touch_news_items_list
  after insert or update or delete on public.news_items
  for each statement execute function private.touch_list();

create trigger touch_assets_list
  after insert or update or delete on public.assets
  for each statement execute function private.touch_list();

do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.list_changes;
  end if;
end
$$;

-- The bin for uploaded files: a private bucket, so a file in the bin is never served ------------------------

insert into storage.buckets (id, name, public)
values ('bin', 'bin', false)
on conflict (id) do update set public = false;

create policy "storage: administrators see the bin"
  on storage.objects for select to authenticated
  using (bucket_id = 'bin' and (select private.is_admin()));

create policy "storage: administrators move files into the bin"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'bin' and (select private.is_admin()));

create policy "storage: administrators move files out of the bin"
  on storage.objects for update to authenticated
  using (bucket_id = 'bin' and (select private.is_admin()))
  with check (bucket_id in ('bin', 'documents', 'pictures') and (select private.is_admin()));

create policy "storage: administrators empty the bin"
  on storage.objects for delete to authenticated
  using (bucket_id = 'bin' and (select private.is_admin()));

-- Work due at a time: publications reached, the bin emptied after 30 days -------------------------------------
-- Locally the backend runs this every few seconds; on the hosted project pg_cron runs it every minute (below).

create table private.due_work (
  singleton boolean primary key default true check (singleton),
  -- Publications up to this time have been announced.
  announced_until timestamptz not null default now()
);

insert into private.due_work default values;

-- Calls the static host's build hook (20261123120000_site_rebuild_hook.sql), if one is stored.
create function private.call_site_rebuild_hook(reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook text;
begin
  select url into hook from private.site_rebuild_hook;
  if hook is not null then
    begin
      perform net.http_post(url := hook, body := jsonb_build_object('changed', reason));
    exception when others then
      raise warning 'site rebuild hook not called: %', sqlerrm;
    end;
  end if;
end
$$;

revoke all on function private.call_site_rebuild_hook(text) from public, anon, authenticated;

create or replace function private.request_site_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.call_site_rebuild_hook(tg_table_name);
  return null;
end
$$;

-- `at` is the time the work is done for: now, or a later time in a test standing in for a clock.
create function private.run_due_work(at timestamptz default now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  since timestamptz;
  published integer;
  emptied_news integer;
  emptied_assets integer;
begin
  select announced_until into since from private.due_work for update;
  select count(*) into published from public.news_items
    where published_at > since and published_at <= at and deleted_at is null;
  if published > 0 then
    update public.list_changes set changed_at = now() where table_name = 'news_items';
    perform private.call_site_rebuild_hook('published');
  end if;
  update private.due_work set announced_until = greatest(since, at);

  with emptied as (delete from public.news_items where deleted_at < at - interval '30 days' returning 1)
  select count(*) into emptied_news from emptied;
  with emptied as (delete from public.assets where deleted_at < at - interval '30 days' returning 1)
  select count(*) into emptied_assets from emptied;

  return jsonb_build_object('published', published, 'emptied', emptied_news + emptied_assets);
end
$$;

revoke all on function private.run_due_work(timestamptz) from public, anon, authenticated;
grant execute on function private.run_due_work(timestamptz) to service_role;

-- On the hosted project (pg_cron enabled under Database → Extensions), every minute. A database without pg_cron
-- (the local backend, which runs the work itself) skips this.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('ops-due-work', '* * * * *', 'select private.run_due_work()');
  end if;
end
$$;
