-- Residents tell the centre what is missing: 'Czy ta strona była pomocna?' on every information page, and the
-- searches that found nothing. Visitors may add an answer and nothing else; administrators read and delete, under
-- the rules of their other writes. Nothing stored identifies the sender: no address, no cookie, no identifier; a
-- run of digits that could be a phone number or a PESEL is masked by the database before it is stored.

-- What a visitor sends ------------------------------------------------------------------------------------------

create table public.page_feedback (
  id bigint generated always as identity primary key,
  -- The page's address as the site links it; a new page needs no migration.
  page text not null check (page ~ '^/[a-z0-9/-]{0,200}$'),
  lang text not null default 'pl' check (lang in ('pl', 'uk')),
  helpful boolean not null,
  -- Only with 'Nie': what was missing, optional.
  comment text check (comment is null or char_length(comment) between 1 and 1000),
  created_at timestamptz not null default now(),
  constraint page_feedback_comment_only_with_no check (comment is null or not helpful)
);

comment on table public.page_feedback is
  'Answers to ''Czy ta strona była pomocna?'': the page, the answer, an optional comment. Nothing about the sender.';

create index page_feedback_page_created_idx on public.page_feedback (page, created_at desc);
create index page_feedback_created_idx on public.page_feedback (created_at);

create table public.failed_searches (
  id bigint generated always as identity primary key,
  -- Lower-cased, with runs of digits masked.
  query text not null check (char_length(query) between 1 and 200),
  lang text not null default 'pl' check (lang in ('pl', 'uk')),
  created_at timestamptz not null default now()
);

comment on table public.failed_searches is
  'Searches that found nothing, as submitted (never each prefix typed). Nothing about the sender.';

create index failed_searches_created_idx on public.failed_searches (created_at);

-- Masking, lower-casing and the cap per minute, before anything is stored -----------------------------------------

-- Five or more digits, with spaces and dashes between them: a phone number ('600 123 456'), a PESEL, an account.
create function private.masked(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(value, '[0-9]([[:space:]-]*[0-9]){4,}', '•••', 'g')
$$;

-- Hosted PostgREST has no limit per address, and the database keeps none: a flood is refused per page (and for the
-- searches, in all) per minute, which keeps the panel readable and the table small whoever sends it.
create function private.accept_feedback()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'page_feedback' then
    if (select count(*) from public.page_feedback where page = new.page and created_at > now() - interval '1 minute') >= 30 then
      raise exception 'Za dużo odpowiedzi dla tej strony w tej chwili.' using errcode = 'PT429', hint = 'flood';
    end if;
    new.comment := nullif(btrim(private.masked(new.comment)), '');
  else
    if (select count(*) from public.failed_searches where created_at > now() - interval '1 minute') >= 120 then
      raise exception 'Za dużo wyszukiwań w tej chwili.' using errcode = 'PT429', hint = 'flood';
    end if;
    new.query := lower(btrim(private.masked(new.query)));
  end if;
  new.created_at := now();
  return new;
end
$$;

revoke all on function private.accept_feedback() from public, anon, authenticated;

create trigger accept_page_feedback
  before insert on public.page_feedback
  for each row execute function private.accept_feedback();

create trigger accept_failed_search
  before insert on public.failed_searches
  for each row execute function private.accept_feedback();

-- Who may do what --------------------------------------------------------------------------------------------------

revoke all on table public.page_feedback, public.failed_searches from public, anon, authenticated;
grant insert (page, lang, helpful, comment) on table public.page_feedback to anon, authenticated;
grant insert (query, lang) on table public.failed_searches to anon, authenticated;
grant select, delete on table public.page_feedback, public.failed_searches to authenticated;
grant select, insert, update, delete on table public.page_feedback, public.failed_searches to service_role;

alter table public.page_feedback enable row level security;
alter table public.failed_searches enable row level security;

create policy "page_feedback: everyone may answer"
  on public.page_feedback for insert to anon, authenticated
  with check (true);

create policy "page_feedback: administrators read"
  on public.page_feedback for select to authenticated
  using ((select private.is_admin()));

create policy "page_feedback: administrators delete"
  on public.page_feedback for delete to authenticated
  using ((select private.is_admin()));

create policy "failed_searches: everyone may record"
  on public.failed_searches for insert to anon, authenticated
  with check (true);

create policy "failed_searches: administrators read"
  on public.failed_searches for select to authenticated
  using ((select private.is_admin()));

create policy "failed_searches: administrators delete"
  on public.failed_searches for delete to authenticated
  using ((select private.is_admin()));

-- What the panel reads: counts over the last 30 and 365 days (and 7 for searches), one row per page or query, so
-- the panel reads them in one request whatever the number of answers (the API returns at most 1 000 rows).
-- security_invoker: the tables' own policies decide who sees the counts.

create view public.page_feedback_totals with (security_invoker = true) as
  select page, lang,
         count(*) filter (where helpful and created_at > now() - interval '30 days') as yes_30,
         count(*) filter (where not helpful and created_at > now() - interval '30 days') as no_30,
         count(*) filter (where helpful) as yes_365,
         count(*) filter (where not helpful) as no_365
    from public.page_feedback
   where created_at > now() - interval '365 days'
   group by page, lang;

create view public.failed_search_totals with (security_invoker = true) as
  select query, lang,
         count(*) filter (where created_at > now() - interval '7 days') as searches_7,
         count(*) filter (where created_at > now() - interval '30 days') as searches_30,
         count(*) as searches_365
    from public.failed_searches
   where created_at > now() - interval '365 days'
   group by query, lang;

revoke all on table public.page_feedback_totals, public.failed_search_totals from public, anon, authenticated;
grant select on table public.page_feedback_totals, public.failed_search_totals to authenticated, service_role;

-- Twelve months, then gone: the work due at a time deletes older answers ------------------------------------------

create or replace function private.run_due_work(at timestamptz default now())
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
  forgotten integer;
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

  with gone as (
    delete from public.page_feedback where created_at < at - interval '12 months' returning 1
  ) select count(*) into forgotten from gone;
  with gone as (delete from public.failed_searches where created_at < at - interval '12 months' returning 1)
  select forgotten + count(*) into forgotten from gone;

  return jsonb_build_object('published', published, 'emptied', emptied_news + emptied_assets, 'forgotten', forgotten);
end
$$;
