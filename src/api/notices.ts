/**
 * The urgent notices a visitor may read (published, not over, not in the bin: the database's policy), read with the
 * anon key: once per build for the HTML of every page, and by the live pages as they change. A build that cannot
 * read them warns once and writes pages without notices; a notice already on the host's pages stays until its end.
 */
import { readRows } from './public-rows.ts';
import { NOTICE_PAGE_COLUMNS, type Notice } from '../domain/notices/notice.ts';
import type { RowsResult } from './public-rows.ts';

/** The notices a visitor may read now, newest first. */
export function readNotices(): Promise<RowsResult<Notice>> {
  return readRows<Notice>({ table: 'notices', select: NOTICE_PAGE_COLUMNS, orderBy: 'published_at' });
}

let read: Promise<Notice[]> | undefined;

/** Read once per build, shared by every page. */
export function buildNotices(): Promise<Notice[]> {
  read ??= readNotices().then(({ data, error }) => {
    if (data) return data;
    console.warn(`Komunikaty: nie udało się ich wczytać (${error.message ?? error.code}); strony są bez komunikatów.`);
    return [];
  });
  return read;
}
