import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { pageScriptStarters } from './started-by-import.ts';
import { parseHtml, spliced } from '../../util/html.ts';

const startedByImport = (html: string) => spliced(html, pageScriptStarters(parseHtml(html)));

const starter = startedByImport('<script type="module" src="/_astro/watch.js"></script>').replace(
  /^<script type="module" data-after-load>|<\/script>$/g,
  '',
);

/**
 * Runs the inline starter in a small stand-in for the browser: a clock, `load`, paint entries as `painted` says,
 * and `import()` written down. Returns the times at which the watcher was imported.
 */
function run({
  painted,
  paintTimingSupported = true,
}: {
  painted: number | null;
  paintTimingSupported?: boolean;
}): number[] {
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  const imports: number[] = [];
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  const context = {
    setTimeout: (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
    addEventListener: (_type: string, listener: () => void) => timers.push({ at: 100, run: listener }),
    document: { readyState: 'loading' },
    performance: { getEntriesByName: () => [] },
    PerformanceObserver: Object.assign(
      function (this: { disconnect(): void; observe(): void }, callback: (list: unknown, observer: unknown) => void) {
        this.disconnect = () => {};
        this.observe = () => observers.push((list) => callback(list, this));
      },
      { supportedEntryTypes: paintTimingSupported ? ['paint'] : [] },
    ),
    load: () => imports.push(now),
  };
  if (painted !== null)
    timers.push({ at: painted, run: () => observers.forEach((notify) => notify({ getEntriesByName: () => [{}] })) });
  runInNewContext(starter.replace(/import\(("[^"]+")\)/, 'load($1)'), context);
  while (timers.length) {
    timers.sort((a, b) => a.at - b.at);
    const next = timers.shift()!;
    now = next.at;
    next.run();
  }
  return imports;
}

describe('the live lists’ watcher starter', () => {
  it('imports the watcher once, a second after the first paint that follows load', () => {
    expect(run({ painted: 400 })).toEqual([1400]);
  });

  it('starts a few seconds after load in a tab that never paints (opened in the background)', () => {
    expect(run({ painted: null })).toEqual([4100]);
  });

  it('starts a second after load where the browser does not report paints', () => {
    expect(run({ painted: null, paintTimingSupported: false })).toEqual([1100]);
  });
});
