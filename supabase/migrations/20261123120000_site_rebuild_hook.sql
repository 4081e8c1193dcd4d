-- Rebuild the static site when the news or the registered files change.
-- The site renders both into its pages when it is built, so the static host must build again after every
-- change; until then visitors still see the change, because the pages follow the database live.
--
-- This does nothing until a build hook is stored. On the hosted project:
--   1. Database → Extensions: enable pg_net.
--   2. Create a build hook at the static host (Netlify: Site configuration → Build hooks; Cloudflare Pages:
--      Settings → Builds → Deploy hooks) and store its address, in the SQL editor:
--        insert into private.site_rebuild_hook (url) values ('https://api.netlify.com/build_hooks/…');
--   To stop: delete from private.site_rebuild_hook;

create table private.site_rebuild_hook (
  -- At most one row.
  singleton boolean primary key default true check (singleton),
  url text not null check (url ~ '^https://[^[:space:]]+$')
);

comment on table private.site_rebuild_hook is
  'The static host''s build hook, called after every change to news_items or assets. Empty: no rebuilds.';

revoke all on table private.site_rebuild_hook from public, anon, authenticated;

-- One request per statement, however many rows it changed. A hook that cannot be called (no pg_net, the host
-- is down) never stops the change itself: the site follows the database live and the next change tries again.
create function private.request_site_rebuild()
returns trigger
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
      perform net.http_post(url := hook, body := jsonb_build_object('changed', tg_table_name));
    exception when others then
      raise warning 'site rebuild hook not called: %', sqlerrm;
    end;
  end if;
  return null;
end
$$;

revoke all on function private.request_site_rebuild() from public, anon, authenticated;

create trigger rebuild_site_after_news_change
  after insert or update or delete on public.news_items
  for each statement execute function private.request_site_rebuild();

create trigger rebuild_site_after_assets_change
  after insert or update or delete on public.assets
  for each statement execute function private.request_site_rebuild();
