/**
 * Turns errors from the backend into sentences a Polish reader understands. The client libraries speak
 * English; nothing English reaches the page.
 */
export interface BackendError {
  message?: string;
  code?: string;
}

export const NETWORK_ERROR = 'Błąd połączenia. Sprawdź połączenie z internetem i spróbuj ponownie.';
export const SESSION_EXPIRED = 'Sesja wygasła. Wyloguj się i zaloguj ponownie, aby odświeżyć sesję.';

export function isNetworkError(error: BackendError | null | undefined): boolean {
  const message = error?.message ?? '';
  return /failed to fetch|networkerror|network request failed|fetch failed|load failed/i.test(message);
}

/** A Polish description of `error`, or `fallback` when there is nothing more specific to say. */
export function describeError(error: BackendError | null | undefined, fallback: string): string {
  if (!error) return fallback;
  if (isNetworkError(error)) return NETWORK_ERROR;
  switch (error.code) {
    case '42501':
      return 'Brak uprawnień do tej operacji. To konto nie może zmieniać treści strony.';
    case 'PGRST301':
    case 'PGRST303':
      return SESSION_EXPIRED;
    case '23514':
    case '23502':
      return 'Dane nie spełniają wymagań: sprawdź, czy wypełniono wymagane pola, a adresy zaczynają się od http:// lub https://.';
    default:
      return fallback;
  }
}
