/**
 * The work due at a time (supabase/migrations, `private.run_due_work`): an item's publication time reached is
 * announced to open lists, and the bin is emptied of what lay there 30 days. The hosted project runs it with
 * pg_cron every minute; here the backend runs it itself, at start (for what fell due while it was stopped) and
 * then every `intervalMs`.
 */
import type { PGlite } from '@electric-sql/pglite';

export interface DueWork {
  /**
   * Runs the work now and resolves when it is done: a test's way to not wait for the next round, and, with `at`,
   * to stand in for a later clock (the bin emptied of what would be 30 days old by then).
   */
  runNow(at?: Date): Promise<void>;
  stop(): Promise<void>;
}

export function startDueWork(
  db: PGlite,
  intervalMs: number,
  logError: (message: string, error?: unknown) => void,
): DueWork {
  let running: Promise<void> = Promise.resolve();
  const run = (at?: Date) => {
    running = running.then(async () => {
      try {
        if (at) await db.query('select private.run_due_work($1)', [at.toISOString()]);
        else await db.query('select private.run_due_work()');
      } catch (error) {
        logError('the work due at this time failed; it runs again at the next round', error);
      }
    });
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    runNow: run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
