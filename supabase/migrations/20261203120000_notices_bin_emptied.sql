-- Notices in the bin are emptied after 30 days, as news and files are (issue 47 left private.run_due_work alone).
-- The rest of the function is unchanged from 20261201120000_resident_answers_bounded.sql.

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
  emptied_notices integer;
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
  with emptied as (delete from public.notices where deleted_at < at - interval '30 days' returning 1)
  select count(*) into emptied_notices from emptied;

  with gone as (
    delete from public.page_feedback where created_at < at - interval '12 months' returning 1
  ) select count(*) into forgotten from gone;
  with gone as (delete from public.failed_searches where created_at < at - interval '12 months' returning 1)
  select forgotten + count(*) into forgotten from gone;

  perform private.visitor_key_of(at);

  return jsonb_build_object(
    'published', published,
    'emptied', emptied_news + emptied_assets + emptied_notices,
    'forgotten', forgotten
  );
end
$$;
