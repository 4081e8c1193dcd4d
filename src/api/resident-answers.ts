/**
 * What a visitor sends the centre: an answer to 'Czy ta strona była pomocna?' and a search that found nothing.
 * One POST to the REST API with the anon key, written out rather than loaded with supabase-js, so that the answer
 * costs a few kilobytes when a visitor presses a button and nothing before. The database masks e-mail addresses
 * and long runs of digits, takes one row a request, limits each sending address and caps the rows of a day
 * (supabase/migrations/20261201120000_resident_answers_bounded.sql); the visitor cannot read anything back.
 */
import { supabaseAnonKey, supabaseUrl } from './supabase-config.ts';

export type Language = 'pl' | 'uk';

export interface PageAnswer {
  /** The page's address as the site links it, e.g. '/zasilek-staly'. */
  page: string;
  lang: Language;
  helpful: boolean;
  /** Only with 'Nie': what was missing; empty is none. */
  comment?: string;
}

/**
 * What became of an answer: stored; refused as one too many from this connection in a minute ('busy') or in a
 * day ('limitToday'), or because the day's answers are all taken ('fullToday'); unreachable; refused otherwise.
 */
export type SendOutcome = 'sent' | 'busy' | 'limitToday' | 'fullToday' | 'offline' | 'refused';

/** The database's reasons for a 429 (its `hint`), as the page tells them. */
const TOO_MANY = new Map<unknown, SendOutcome>([
  ['address_day', 'limitToday'],
  ['day_full', 'fullToday'],
]);

/** What a 429 says: its hint, or 'busy' (the limit per minute, or a body that is not the API's). */
export async function tooManyOutcome(response: Response): Promise<SendOutcome> {
  try {
    const { hint } = (await response.json()) as { hint?: unknown };
    return TOO_MANY.get(hint) ?? 'busy';
  } catch {
    return 'busy';
  }
}

/** The most a comment may hold; the database refuses more. */
export const COMMENT_MAX_LENGTH = 1000;

/** A search is stored lower-cased and at most this long (the database's limit). */
const QUERY_MAX_LENGTH = 200;

async function insert(table: string, row: object): Promise<SendOutcome> {
  try {
    const response = await fetch(new URL(`rest/v1/${table}`, `${supabaseUrl}/`), {
      method: 'POST',
      headers: {
        apikey: supabaseAnonKey,
        Authorization: `Bearer ${supabaseAnonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(row),
    });
    if (response.ok) return 'sent';
    return response.status === 429 ? await tooManyOutcome(response) : 'refused';
  } catch {
    return 'offline';
  }
}

/** Sends one answer: 'Tak', or 'Nie' with its comment if there is one. */
export function sendPageAnswer({ page, lang, helpful, comment }: PageAnswer): Promise<SendOutcome> {
  const text = helpful ? '' : (comment ?? '').trim();
  return insert('page_feedback', { page, lang, helpful, comment: text ? text : null });
}

/** The form a failed search is stored in: trimmed, lower-cased, at most 200 characters; null when empty. */
export function storedQuery(query: string): string | null {
  const text = Array.from(query.trim().toLowerCase()).slice(0, QUERY_MAX_LENGTH).join('').trim();
  return text ? text : null;
}

/** Records a submitted search that found nothing. A failure is not the visitor's business: it is dropped. */
export async function recordFailedSearch(query: string, lang: Language): Promise<void> {
  const stored = storedQuery(query);
  if (stored) await insert('failed_searches', { query: stored, lang });
}
