-- A list's row in list_changes changes only when a row of its table did (issue 36, item 3: the freshness read).
--
-- The triggers of 20261128120000_safety_net.sql ran for every statement, also one that changed no row: the work
-- due at a time empties the bin with a DELETE at every round (every minute hosted, every 10 s locally), so every
-- open page was told to read its lists at every round, and any signed-in account could make them all read with
-- an update its policies let touch no row. Each event now has a trigger of its own that sees the rows the
-- statement changed (a transition table) and touches the list only when there are some.

drop trigger touch_news_items_list on public.news_items;
drop trigger touch_assets_list on public.assets;
drop function private.touch_list();

create function private.touch_list()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from changed) then
    update public.list_changes set changed_at = now() where table_name = tg_table_name;
  end if;
  return null;
end
$$;

revoke all on function private.touch_list() from public, anon, authenticated;

create trigger touch_news_items_list_insert
  after insert on public.news_items
  referencing new table as changed
  for each statement execute function private.touch_list();

create trigger touch_news_items_list_update
  after update on public.news_items
  referencing new table as changed
  for each statement execute function private.touch_list();

create trigger touch_news_items_list_delete
  after delete on public.news_items
  referencing old table as changed
  for each statement execute function private.touch_list();

create trigger touch_assets_list_insert
  after insert on public.assets
  referencing new table as changed
  for each statement execute function private.touch_list();

create trigger touch_assets_list_update
  after update on public.assets
  referencing new table as changed
  for each statement execute function private.touch_list();

create trigger touch_assets_list_delete
  after delete on public.assets
  referencing old table as changed
  for each statement execute function private.touch_list();
