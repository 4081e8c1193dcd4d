/**
 * The urgent notices on the live pages (the home page and the news pages, issue 47), which already talk to the
 * backend: they follow the notices' row of `list_changes` as the lists follow theirs (./list-changes.ts), read the
 * notices the public may read at every change, and redraw them at the top of the page, built from text (never
 * markup), in the build's markup, each shown from its start to its end like the build's (src/browser/notice-clock.ts).
 * So a notice published or ended in the panel shows or goes within seconds, without a reload.
 */
import { followListChanges } from './list-changes.ts';
import { readNotices } from './notices.ts';
import { noticesToCarry, type Notice } from '../domain/notices/notice.ts';
import { trustWords } from '../i18n/pl/trust.ts';

/** What the page shows now: each notice's heading, text, start and end, to redraw only when they change. */
let shown = '';

const keyOf = (notices: { heading: string; body: string; starts?: string | null; ends?: string | null }[]) =>
  JSON.stringify(notices.map(({ heading, body, starts, ends }) => [heading, body, starts ?? '', ends ?? '']));

const headingOf = (notice: Notice) => `${trustWords.notice.heading}: ${notice.title}`;

function section(notice: Notice, index: number): HTMLElement {
  const region = document.createElement('section');
  region.className = 'notice';
  const headingId = `komunikat-${index + 1}`;
  region.setAttribute('aria-labelledby', headingId);
  const heading = document.createElement('h2');
  heading.id = headingId;
  heading.textContent = headingOf(notice);
  const body = document.createElement('p');
  body.textContent = notice.body;
  region.append(heading, body);
  if (notice.starts_at) region.dataset.starts = notice.starts_at;
  region.dataset.ends = notice.ends_at;
  const now = Date.now();
  const untilStart = notice.starts_at ? Date.parse(notice.starts_at) - now : 0;
  const untilEnd = Date.parse(notice.ends_at) - now;
  region.hidden = untilStart > 0 || untilEnd <= 0;
  // A browser cannot wait longer than 24.8 days: a later time is met by a read or a reload before then.
  if (untilStart > 0 && untilStart < 2e9) setTimeout(() => (region.hidden = false), untilStart);
  if (untilEnd > 0 && untilEnd < 2e9) setTimeout(() => (region.hidden = true), untilEnd);
  return region;
}

/** Replaces the notices at the top of the page with `notices` (none: the wrapper goes too). */
function draw(notices: Notice[]): void {
  const key = keyOf(
    notices.map((notice) => ({
      heading: headingOf(notice),
      body: notice.body,
      starts: notice.starts_at,
      ends: notice.ends_at,
    })),
  );
  if (key === shown) return;
  shown = key;
  document.querySelector('main > .notices')?.remove();
  if (notices.length === 0) return;
  const wrapper = document.createElement('div');
  wrapper.className = 'notices container';
  wrapper.append(...notices.map(section));
  document.querySelector('main')?.prepend(wrapper);
}

/** Follows the notices from now on, starting from what the page's HTML shows, so the first read redraws nothing new. */
export function watchNotices(): void {
  shown = keyOf(
    [...document.querySelectorAll<HTMLElement>('main > .notices > .notice')].map((region) => ({
      heading: region.querySelector('h2')?.textContent ?? '',
      body: region.querySelector('p')?.textContent ?? '',
      starts: region.dataset.starts,
      ends: region.dataset.ends,
    })),
  );
  followListChanges('notices', {
    live: () => {},
    read: () =>
      void readNotices().then(({ data }) => {
        if (data) draw(noticesToCarry(data, new Date()));
      }),
  });
}
