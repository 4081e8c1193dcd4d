-- Urgent notices ('Komunikat', issue 47): a short text an administrator publishes at the top of every page until
-- its end time. The database decides who may write one (administrators, with the second step), what a notice may
-- hold (the checks below, each named so the panel says it in Polish: src/api/notice-errors.ts), and keeps every
-- version in the history; drafts and the bin work as for news, through the same triggers and tables.

create table public.notices (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  body text not null,
  title_uk text,
  body_uk text,
  -- Null: shown from its publication.
  starts_at timestamptz,
  ends_at timestamptz not null,
  -- Null: a draft.
  published_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  version integer not null default 1 check (version > 0),
  deleted_at timestamptz,
  deleted_by uuid references auth.users (id) on delete set null,
  constraint notices_title_length check (char_length(btrim(title)) between 3 and 120),
  constraint notices_body_length check (char_length(btrim(body)) between 3 and 500),
  constraint notices_title_uk_length check (title_uk is null or char_length(btrim(title_uk)) between 3 and 120),
  constraint notices_body_uk_length check (body_uk is null or char_length(btrim(body_uk)) between 3 and 500),
  -- A Ukrainian notice has both its title and its text, or neither.
  constraint notices_uk_whole check ((title_uk is null) = (body_uk is null)),
  constraint notices_ends_after_start check (starts_at is null or ends_at > starts_at),
  -- Plain text: the pages write it as text, but a notice that looks like markup is refused outright.
  constraint notices_no_markup check (concat_ws(' ', title, body, title_uk, body_uk) !~ '[<>]')
);

comment on table public.notices is
  'Urgent notices shown at the top of every page from their start (or publication) until their end.';
comment on column public.notices.ends_at is 'Required: a notice always ends; the pages drop it by themselves then.';
comment on column public.notices.published_at is 'When it was published; null for a draft.';
comment on column public.notices.version is
  'Raised by every change; a write must name the version it was made from, or it is refused (no silent overwrite).';
comment on column public.notices.deleted_at is 'In the bin since then; null when not in the bin.';

create index notices_ends_at_idx on public.notices (ends_at) where deleted_at is null;
create index notices_created_by_idx on public.notices (created_by);
create index notices_deleted_by_idx on public.notices (deleted_by);

-- Who may do what --------------------------------------------------------------------------------------------

revoke all on table public.notices from public, anon, authenticated;
grant select on table public.notices to anon, authenticated;
grant insert (title, body, title_uk, body_uk, starts_at, ends_at, published_at, created_by),
  update (title, body, title_uk, body_uk, starts_at, ends_at, published_at, deleted_at, version),
  delete on table public.notices to authenticated;
grant select, insert, update, delete on table public.notices to service_role;
alter table public.notices enable row level security;

-- A notice whose start is still ahead is public once published: the pages carry it hidden until its start, so
-- no rebuild is needed then. A draft, an ended notice and the bin are the administrators' only.
create policy "notices: everyone reads what is published and not over"
  on public.notices for select to anon, authenticated
  using (published_at is not null and ends_at > now() and deleted_at is null);

create policy "notices: administrators read drafts, ended notices and the bin"
  on public.notices for select to authenticated
  using ((select private.is_admin()));

create policy "notices: administrators add"
  on public.notices for insert to authenticated
  with check ((select private.is_admin()) and created_by = (select auth.uid()));

create policy "notices: administrators change"
  on public.notices for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "notices: administrators delete from the bin"
  on public.notices for delete to authenticated
  using ((select private.is_admin()) and deleted_at is not null);

-- The same triggers as news: the second step, the version check and the bin, the history, the deletion's trace --

create trigger require_second_step_notices
  before insert or update or delete on public.notices
  for each statement execute function private.refuse_write_without_second_step();

create trigger check_notices_write
  before insert or update on public.notices
  for each row execute function private.check_item_write();

alter table public.item_versions drop constraint item_versions_table_name_check;
alter table public.item_versions
  add constraint item_versions_table_name_check check (table_name in ('news_items', 'assets', 'notices'));
alter table public.permanent_deletions drop constraint permanent_deletions_table_name_check;
alter table public.permanent_deletions
  add constraint permanent_deletions_table_name_check check (table_name in ('news_items', 'assets', 'notices'));

create trigger keep_notices_version
  after insert or update on public.notices
  for each row execute function private.keep_version();

create trigger forget_deleted_notice
  after delete on public.notices
  for each row execute function private.forget_deleted_item();

-- Open pages follow the notices as they follow the lists (list_changes), and a change asks for a rebuild ----------

alter table public.list_changes drop constraint list_changes_table_name_check;
alter table public.list_changes
  add constraint list_changes_table_name_check check (table_name in ('news_items', 'assets', 'notices'));
insert into public.list_changes (table_name) values ('notices');

create trigger touch_notices_list_insert
  after insert on public.notices
  referencing new table as changed
  for each statement execute function private.touch_list();

create trigger touch_notices_list_update
  after update on public.notices
  referencing new table as changed
  for each statement execute function private.touch_list();

create trigger touch_notices_list_delete
  after delete on public.notices
  referencing old table as changed
  for each statement execute function private.touch_list();

create trigger rebuild_site_after_notices_insert
  after insert on public.notices
  referencing new table as changed
  for each statement execute function private.request_site_rebuild();

create trigger rebuild_site_after_notices_update
  after update on public.notices
  referencing new table as changed
  for each statement execute function private.request_site_rebuild();

create trigger rebuild_site_after_notices_delete
  after delete on public.notices
  referencing old table as changed
  for each statement execute function private.request_site_rebuild();
