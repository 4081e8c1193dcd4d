-- Two-step sign-in for administrators (TOTP, Supabase Auth's MFA), required by the database itself.
--
-- Once an administrator has a verified factor, the database treats a session that has not passed the second step
-- (its JWT says `aal1`) as an ordinary signed-in account: it reads what the public reads and writes nothing. Every
-- policy that asks `private.is_admin()` (news, files, drafts, the bin, restores, history, Storage objects in every
-- bucket, and whatever later migrations add with it) now asks for the second step too, so no policy can forget it.
-- A setting makes the second step mandatory for every administrator, with or without a factor.
--
-- Supabase's documented pattern: `(select auth.jwt() ->> 'aal') = 'aal2'`, or no verified factor in
-- auth.mfa_factors. It runs unchanged on a hosted project and on the local backend, whose auth schema has the same
-- tables (backend/auth/schema.sql).

-- The setting ----------------------------------------------------------------------------------------------------
-- Off: an administrator without a factor signs in with the password alone (the local demo, a new project).
-- On: every administrator's write needs a session verified with a code; the panel asks for setup at sign-in.
-- Turned on in the SQL editor (docs/production.md): update public.admin_settings set two_step_required = true;

create table public.admin_settings (
  -- At most one row.
  singleton boolean primary key default true check (singleton),
  two_step_required boolean not null default false,
  updated_at timestamptz not null default now()
);

comment on table public.admin_settings is
  'Settings of the administrators'' sign-in, one row. two_step_required: every administrator needs the second step.';

insert into public.admin_settings default values;

-- Signed-in accounts read it (the panel asks for setup when it is on); only the SQL editor and the service role
-- change it, never the API's roles.
revoke all on table public.admin_settings from public, anon, authenticated, service_role;
grant select on table public.admin_settings to authenticated;
grant select, update on table public.admin_settings to service_role;
alter table public.admin_settings enable row level security;

create policy "admin_settings: signed-in accounts read"
  on public.admin_settings for select to authenticated
  using (true);

create function private.two_step_required()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select two_step_required from public.admin_settings), false)
$$;

revoke all on function private.two_step_required() from public, anon, authenticated;

-- The second step, as the database asks it ---------------------------------------------------------------------
-- True when the caller's session passed it (aal2), or when none is asked of the caller: no verified factor and
-- the setting off. security definer: the caller cannot read auth.mfa_factors.

create function private.second_step_done()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
    or (
      not (select private.two_step_required())
      and not exists (
        select 1 from auth.mfa_factors
         where user_id = (select auth.uid()) and status = 'verified'
      )
    )
$$;

revoke all on function private.second_step_done() from public, anon;
grant execute on function private.second_step_done() to authenticated;

-- An administrator is an account on the allowlist whose session passed the second step the database asks of it.
-- The allowlist row itself stays readable to its account (public.admins), so the panel can tell an administrator
-- that a code is needed.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1 from public.admins where user_id = (select auth.uid())
    )
    and (select private.second_step_done())
$$;

comment on function private.is_admin() is
  'The caller is on the allowlist public.admins and its session passed the second step asked of it (aal2 once it '
  'has a verified factor, or whenever public.admin_settings.two_step_required is on). Every policy of an '
  'administrator''s read or write asks it.';

-- Its own refusal for a write to news or files ------------------------------------------------------------------
-- Without it, an update that the policies keep from every row would answer like one that matched none, and the
-- panel could take it for a save. Checked once per statement, before any row: an administrator whose session has
-- not passed the second step gets 403 with the hint aal2_required (PostgREST answers PTxyz with status xyz).
-- Storage has no such trigger: its policies refuse such a write as they refuse any other account's.

create function private.refuse_write_without_second_step()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- security definer, so that the service role (which has no use of this schema) may write as before; the
  -- caller is told by its token: only a signed-in account's write is asked for the second step.
  if coalesce((select auth.jwt() ->> 'role'), '') = 'authenticated'
    and exists (select 1 from public.admins where user_id = (select auth.uid()))
    and not (select private.second_step_done())
  then
    raise exception 'Zapis wymaga weryfikacji dwuetapowej: podaj kod z aplikacji uwierzytelniającej.'
      using errcode = 'PT403', hint = 'aal2_required';
  end if;
  return null;
end
$$;

revoke all on function private.refuse_write_without_second_step() from public, anon, authenticated;

create trigger require_second_step_news_items
  before insert or update or delete on public.news_items
  for each statement execute function private.refuse_write_without_second_step();

create trigger require_second_step_assets
  before insert or update or delete on public.assets
  for each statement execute function private.refuse_write_without_second_step();
