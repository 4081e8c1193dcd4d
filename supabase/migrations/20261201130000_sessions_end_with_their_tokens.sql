-- A session's end is the end of its tokens.
--
-- An access token is a signed JWT: Supabase Auth checks it only for its signature and expiry, so a token issued
-- before 'Wyloguj się' or before `npm run admin:reset-mfa` kept its whole power until it expired (up to an hour).
-- Every administrator's read and write now asks the database whether the token's session (its `session_id`
-- claim) still exists in auth.sessions, and at which level it stands there: signing out, the reset (which now ends
-- every session of the account), a factor removed (its sessions go back to aal1 in auth.sessions) and an account
-- taken off the allowlist each end what the token may do, at once. Every policy asks `private.is_admin()`, so
-- this one change reaches news, files, drafts, the bin, the history, residents' answers and Storage objects, on
-- the REST API, in Realtime and in Storage alike. It runs unchanged locally (backend/bootstrap.sql has the same
-- auth.sessions) and on a hosted project.

-- The token's session, as auth.sessions holds it now: null when it has ended -----------------------------------

create function private.session_level()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select aal::text from auth.sessions
   where id = nullif((select auth.jwt()) ->> 'session_id', '')::uuid
     and user_id = (select auth.uid())
$$;

revoke all on function private.session_level() from public, anon, authenticated;

-- The second step as both the token and its session say it: a token that still claims aal2 after its session
-- went back to aal1 (the factor removed) does not pass.
create or replace function private.second_step_done()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (
      coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
      and coalesce((select private.session_level()), '') = 'aal2'
    )
    or (
      not (select private.two_step_required())
      and not exists (
        select 1 from auth.mfa_factors
         where user_id = (select auth.uid()) and status = 'verified'
      )
    )
$$;

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
    and (select private.session_level()) is not null
    and (select private.second_step_done())
$$;

comment on function private.is_admin() is
  'The caller is on the allowlist public.admins, its token''s session still exists (auth.sessions), and the '
  'session passed the second step asked of it (aal2 once it has a verified factor, or whenever '
  'public.admin_settings.two_step_required is on). Every policy of an administrator''s read or write asks it.';

-- Its own refusal for a write from an ended session ------------------------------------------------------------
-- Without it such an update would match no row and could be taken for a save; with it the panel says the
-- session has ended (401, hint session_ended) before it says anything about the second step.

create or replace function private.refuse_write_without_second_step()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.jwt() ->> 'role'), '') = 'authenticated'
    and exists (select 1 from public.admins where user_id = (select auth.uid()))
  then
    if (select private.session_level()) is null then
      raise exception 'Sesja została zakończona. Zaloguj się ponownie.'
        using errcode = 'PT401', hint = 'session_ended';
    end if;
    if not (select private.second_step_done()) then
      raise exception 'Zapis wymaga weryfikacji dwuetapowej: podaj kod z aplikacji uwierzytelniającej.'
        using errcode = 'PT403', hint = 'aal2_required';
    end if;
  end if;
  return null;
end
$$;

-- Ending every session of an account: `npm run admin:reset-mfa` (service role only) ------------------------------
-- The admin API of Supabase Auth removes a factor without ending the sessions (it lowers them to aal1), and has
-- no call that ends another account's sessions; deleting them here ends their refresh tokens too (cascade).

create function public.end_sessions_of(account uuid)
returns integer
language sql
security definer
set search_path = ''
as $$
  with ended as (delete from auth.sessions where user_id = account returning 1)
  select count(*)::integer from ended
$$;

comment on function public.end_sessions_of(uuid) is
  'Ends every session of the account (its tokens can no longer act as an administrator, its refresh tokens are '
  'gone). Service role only: npm run admin:reset-mfa.';

revoke all on function public.end_sessions_of(uuid) from public, anon, authenticated;
grant execute on function public.end_sessions_of(uuid) to service_role;
