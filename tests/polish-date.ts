/**
 * The day of `instant` in Warsaw as the panel writes it and a person types it, day and month in two digits
 * ('01.12.2026'). For the backend's tests and the browser tests alike: it needs nothing of either.
 */
export function polishDate(instant = new Date()): string {
  return instant.toLocaleDateString('pl-PL', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Warsaw',
  });
}
