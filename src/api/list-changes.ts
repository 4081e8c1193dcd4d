/**
 * When a page's live lists must read. The table's row in `list_changes` (supabase/migrations/…_safety_net.sql)
 * changes at every write to the table and whenever a publication time is reached, and it is the only sign an open
 * page gets of an item moved to the bin or published at its time: Realtime sends a visitor no event for a row they
 * can no longer read, and a publication time changes no row. So the lists follow that row alone, over one channel
 * per table and page that all its lists share, and read (ids and change times first, ./freshness.ts) once the
 * channel has joined, so that no change falls between the read and the subscription; again at every change and
 * every rejoin, when the phone comes back online and when a hidden tab becomes visible. If Realtime has not
 * joined within 3 s, or cannot, they read anyway.
 */
import type { RealtimeChannel } from '@supabase/realtime-js';
import { publicRealtime } from './public-realtime.ts';

/** The public tables whose lists pages follow, and the urgent notices the live pages follow (./notices-watch.ts). */
export type FollowedTable = 'news_items' | 'assets' | 'notices';

/**
 * Why a list is told to read: its channel joined (or joined again), the table changed, the visitor came back, or
 * Realtime has not joined (a list that has read already has nothing new to read then).
 */
export type ReadReason = 'joined' | 'changed' | 'resumed' | 'not-joined';

export interface Follower {
  read(reason: ReadReason): void;
  /** Whether changes are followed now (the channel is joined). */
  live(joined: boolean): void;
}

/** If Realtime has not joined by then, the lists are read anyway (and again once it joins). */
const READ_WITHOUT_REALTIME_AFTER_MS = 3000;

interface Followed {
  channel?: RealtimeChannel;
  followers: Set<Follower>;
  joined: boolean;
  /** Realtime has not joined in time or failed: a list added now reads at once. */
  gaveUp: boolean;
}

const followed = new Map<FollowedTable, Followed>();

function tell(entry: Followed, reason: ReadReason): void {
  [...entry.followers].forEach((follower) => follower.read(reason));
}

function start(table: FollowedTable): Followed {
  const entry: Followed = { followers: new Set(), joined: false, gaveUp: false };
  const giveUp = () => {
    entry.gaveUp = true;
    tell(entry, 'not-joined');
  };
  const fallback = setTimeout(giveUp, READ_WITHOUT_REALTIME_AFTER_MS);
  entry.channel = publicRealtime()
    .channel(`list-changes-${table}`)
    .on(
      'postgres_changes',
      { event: 'UPDATE', schema: 'public', table: 'list_changes', filter: `table_name=eq.${table}` },
      () => tell(entry, 'changed'),
    )
    .subscribe((status) => {
      entry.joined = status === 'SUBSCRIBED';
      entry.followers.forEach((follower) => follower.live(entry.joined));
      if (entry.joined) {
        clearTimeout(fallback);
        entry.gaveUp = false;
        tell(entry, 'joined');
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(fallback);
        giveUp();
      }
    });
  return entry;
}

let resumeHeard = false;

/** The visitor back online or back on the tab: changes may have been missed meanwhile. */
function hearResume(): void {
  if (resumeHeard) return;
  resumeHeard = true;
  const resume = () => followed.forEach((entry) => tell(entry, 'resumed'));
  window.addEventListener('online', resume);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') resume();
  });
}

/** Tells `follower` when to read the lists of `table`, from now until the returned function is called. */
export function followListChanges(table: FollowedTable, follower: Follower): () => void {
  let entry = followed.get(table);
  if (!entry) {
    entry = start(table);
    followed.set(table, entry);
  }
  entry.followers.add(follower);
  hearResume();
  if (entry.joined) {
    follower.live(true);
    follower.read('joined');
  } else if (entry.gaveUp) follower.read('not-joined');
  const { followers } = entry;
  return () => void followers.delete(follower);
}
