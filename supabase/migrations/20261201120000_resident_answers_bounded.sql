-- Residents' answers and failed searches, bounded so that no sender can lock the others out
-- (20261129120000_resident_feedback.sql made the tables). What it replaces: a cap per page and per minute counted
-- for everyone together, which one request of 30 rows a minute turned into a lock-out for every resident of that
-- page; an invented page address lifted it; and arrays of rows passed as one write.
--
-- Now, for every visitor (anon or a signed-in account; the service role and the SQL editor are not visitors):
--   * one row per request: a second row in the same request is refused (400);
--   * per sending address, 10 writes a minute and 30 a day, the two tables together (429). The address is the one
--     the gateway saw (below), kept only as a keyed hash whose key changes every day, so yesterday's hashes cannot
--     be linked to today's nor turned back into an address; they are deleted when the key changes;
--   * per table and day, a cap on stored rows: 1 000 answers (300 of them with a comment) and 1 000 searches. A
--     sender within its limits stores at most 30 a day, so it takes more than 30 addresses (10 for the comments)
--     to fill a day: a handful cannot lock anybody out.
-- Worst case a year (12 months kept, then deleted by private.run_due_work): 365 000 answers, of which 109 500 with a
-- comment of up to 1 000 characters, and 365 000 searches of up to 200 characters (docs/security.md has the sizes).

-- The limits, one row: an operator may change them in the SQL editor; the API's roles cannot read them -------

create table public.visitor_limits (
  singleton boolean primary key default true check (singleton),
  writes_per_minute integer not null default 10 check (writes_per_minute > 0),
  writes_per_day integer not null default 30 check (writes_per_day > 0),
  answers_per_day integer not null default 1000 check (answers_per_day > 0),
  comments_per_day integer not null default 300 check (comments_per_day > 0),
  searches_per_day integer not null default 1000 check (searches_per_day > 0)
);

comment on table public.visitor_limits is
  'How much one sending address may write a minute and a day, and how many answers, comments and searches the '
  'tables take a day (Warsaw''s day). One row; the SQL editor and the service role change it.';

insert into public.visitor_limits default values;

revoke all on table public.visitor_limits from public, anon, authenticated, service_role;
grant select, update on table public.visitor_limits to service_role;
alter table public.visitor_limits enable row level security;

-- Who sent a request, as far as the database can trust it ----------------------------------------------------
-- PostgREST hands the request's headers to SQL (request.headers). Hosted Supabase serves its API through
-- Cloudflare, which sets CF-Connecting-IP to the address that connected to it and overwrites any value a client
-- sends; X-Forwarded-For, by contrast, starts with whatever the client wrote. The local backend sets the same
-- header from the connection's own address. Without it (a self-hosted gateway that does not set it) there is no
-- limit per address, only the caps per day: docs/security.md says what to configure then.

create function private.sending_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip'), '')
$$;

revoke all on function private.sending_address() from public, anon, authenticated;

-- The day's key. It is made anew, and every hash of the day before deleted, by the first write of a day or by the
-- work due at a time after midnight, whichever comes first: no hash outlives its day, nor its key.
create table private.visitor_key (
  singleton boolean primary key default true check (singleton),
  day date not null,
  key bytea not null
);

insert into private.visitor_key (day, key)
values ((now() at time zone 'Europe/Warsaw')::date, extensions.gen_random_bytes(32));

create table private.visitor_writes (
  sender bytea not null,
  written_at timestamptz not null default now()
);

create index visitor_writes_sender_idx on private.visitor_writes (sender, written_at);

-- The key of the day `at` falls on (Warsaw's day); a new day gets a new key and no hashes.
create function private.visitor_key_of(at timestamptz)
returns bytea
language plpgsql
security definer
set search_path = ''
as $$
declare
  day_of date := (at at time zone 'Europe/Warsaw')::date;
  current_key bytea;
begin
  update private.visitor_key set day = day_of, key = extensions.gen_random_bytes(32)
   where day <> day_of
  returning key into current_key;
  if found then
    delete from private.visitor_writes;
  else
    select key into current_key from private.visitor_key;
  end if;
  return current_key;
end
$$;

revoke all on function private.visitor_key_of(timestamptz) from public, anon, authenticated;

-- Counts this write against its sender, or refuses it. The lock makes the count and the write one step for the
-- sender, so parallel requests cannot all pass a count taken before any of them was written.
create function private.count_visitor_write(limits public.visitor_limits)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.sending_address();
  sender_hash bytea;
begin
  if address is null then
    return;
  end if;
  sender_hash := extensions.hmac(convert_to(address, 'UTF8'), private.visitor_key_of(now()), 'sha256');
  perform pg_advisory_xact_lock(hashtextextended(encode(sender_hash, 'hex'), 0));
  if (select count(*) from private.visitor_writes
       where sender = sender_hash and written_at > now() - interval '1 minute')
     >= limits.writes_per_minute then
    raise exception 'Za dużo odpowiedzi naraz. Spróbuj ponownie za minutę.'
      using errcode = 'PT429', hint = 'address_minute';
  end if;
  if (select count(*) from private.visitor_writes where sender = sender_hash)
     >= limits.writes_per_day then
    raise exception 'Z tego połączenia wysłano dziś już bardzo wiele odpowiedzi. Spróbuj ponownie jutro.'
      using errcode = 'PT429', hint = 'address_day';
  end if;
  insert into private.visitor_writes (sender) values (sender_hash);
end
$$;

revoke all on function private.count_visitor_write(public.visitor_limits) from public, anon, authenticated;

-- Masking: what could identify someone, before it is stored ------------------------------------------------
-- First Unicode compatibility folding (full-width and superscript digits, no-break spaces, full-width @ and dots
-- become their plain forms) and the Arabic-Indic digits as 0-9; then e-mail addresses ('@', '(at)', '[at]'); then
-- any run of five or more digits with any separators between them: spaces, dots, slashes, hyphens and the Unicode
-- dashes and minus. A phone number, a PESEL, an account or a date ('01.02.2025') in any of these spellings is
-- masked; 'dom nr 12' and '1 010 zł' are not.

create or replace function private.masked(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(
    regexp_replace(
      translate(normalize(value, NFKC), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'),
      '[^[:space:]@<>(),;:"]+[[:space:]]*(@|\(at\)|\[at\])[[:space:]]*[^[:space:]@<>(),;:"]+\.[^[:space:]@<>(),;:".]+',
      '•••',
      'gi'
    ),
    '[0-9]([[:space:]./\-\u2010-\u2015\u2212]*[0-9]){4,}',
    '•••',
    'g'
  )
$$;

-- What every visitor's write passes --------------------------------------------------------------------------

create or replace function private.accept_feedback()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits public.visitor_limits;
  today_began timestamptz := date_trunc('day', now() at time zone 'Europe/Warsaw') at time zone 'Europe/Warsaw';
  rows_in_request integer;
begin
  if coalesce((select auth.jwt() ->> 'role'), '') in ('anon', 'authenticated') then
    -- One row per request: PostgREST runs a request as one transaction, so a second row is a second one here.
    rows_in_request := coalesce(nullif(current_setting('ops.visitor_rows', true), ''), '0')::integer + 1;
    perform set_config('ops.visitor_rows', rows_in_request::text, true);
    if rows_in_request > 1 then
      raise exception 'Wyślij jedną odpowiedź naraz.' using errcode = 'PT400', hint = 'one_at_a_time';
    end if;
    select * into limits from public.visitor_limits;
    perform private.count_visitor_write(limits);
    -- The day's caps are counted under one lock per table, so parallel writes cannot pass them together.
    perform pg_advisory_xact_lock(hashtextextended('visitor cap ' || tg_table_name, 0));
    if tg_table_name = 'page_feedback' then
      if (select count(*) from public.page_feedback where created_at >= today_began) >= limits.answers_per_day
        or (nullif(btrim(new.comment), '') is not null
          and (select count(*) from public.page_feedback where created_at >= today_began and comment is not null)
              >= limits.comments_per_day)
      then
        raise exception 'Na dziś zebraliśmy już tyle odpowiedzi, ile możemy przyjąć. Spróbuj ponownie jutro.'
          using errcode = 'PT429', hint = 'day_full';
      end if;
    elsif (select count(*) from public.failed_searches where created_at >= today_began) >= limits.searches_per_day then
      raise exception 'Na dziś zapisaliśmy już tyle wyszukiwań, ile możemy przyjąć.'
        using errcode = 'PT429', hint = 'day_full';
    end if;
  end if;
  if tg_table_name = 'page_feedback' then
    new.comment := nullif(btrim(private.masked(new.comment)), '');
  else
    new.query := lower(btrim(private.masked(new.query)));
  end if;
  new.created_at := now();
  return new;
end
$$;

-- A page is an address of this site: one leading '/', never '//', no dots. Earlier rows keep whatever they were
-- (the panel shows any other value as text, never as a link).
alter table public.page_feedback drop constraint page_feedback_page_check;
alter table public.page_feedback
  add constraint page_feedback_page_is_site_path
  check (page ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' and char_length(page) <= 200) not valid;

-- The work due at a time also turns the visitors' day over, so a quiet night leaves no hash of yesterday ---------

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

  perform private.visitor_key_of(at);

  return jsonb_build_object('published', published, 'emptied', emptied_news + emptied_assets, 'forgotten', forgotten);
end
$$;
