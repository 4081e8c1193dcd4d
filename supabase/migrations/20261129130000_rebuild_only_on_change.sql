-- The static host is asked to rebuild only by a statement that changed a row of news_items or assets.
--
-- The triggers of 20261123120000_site_rebuild_hook.sql ran for every statement, also one that changed no row: the
-- work due at a time empties the bin with a DELETE every minute on a hosted project, which would have called the
-- build hook every minute, and any signed-in account could call it with an update its policies let touch no row.
-- As for list_changes (20261128130000_list_changes_only_on_change.sql), each event has a trigger of its own that
-- sees the rows the statement changed (a transition table) and calls the hook only when there are some.

drop trigger rebuild_site_after_news_change on public.news_items;
drop trigger rebuild_site_after_assets_change on public.assets;

create or replace function private.request_site_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from changed) then
    perform private.call_site_rebuild_hook(tg_table_name);
  end if;
  return null;
end
$$;

revoke all on function private.request_site_rebuild() from public, anon, authenticated;

create trigger rebuild_site_after_news_insert
  after insert on public.news_items
  referencing new table as changed
  for each statement execute function private.request_site_rebuild();

create trigger rebuild_site_after_news_update
  after update on public.news_items
  referencing new table as changed
  for each statement execute function private.request_site_rebuild();

create trigger rebuild_site_after_news_delete
  after delete on public.news_items
  referencing old table as changed
  for each statement execute function private.request_site_rebuild();

create trigger rebuild_site_after_assets_insert
  after insert on public.assets
  referencing new table as changed
  for each statement execute function private.request_site_rebuild();

create trigger rebuild_site_after_assets_update
  after update on public.assets
  referencing new table as changed
  for each statement execute function private.request_site_rebuild();

create trigger rebuild_site_after_assets_delete
  after delete on public.assets
  referencing old table as changed
  for each statement execute function private.request_site_rebuild();
