import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/** Steps worth a line: actions and checks, the browser's set-up among them (not the hook or fixture steps). */
const SHOWN_CATEGORIES = new Set(['test.step', 'expect', 'pw:api']);
const LAST_STEPS = 30;

function flatten(steps: TestStep[]): TestStep[] {
  return steps.flatMap((step) => [step, ...flatten(step.steps)]);
}

/** The page's accessibility tree from the error context Playwright writes (its other parts are in the log already). */
function pageSnapshot(errorContext: string): string {
  const start = errorContext.indexOf('# Page snapshot');
  if (start < 0) return '';
  const end = errorContext.indexOf('\n# ', start + 1);
  return errorContext.slice(start, end < 0 ? undefined : end).trim();
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(1).padStart(5);
}

/**
 * For a failed browser test, what CI's log cannot otherwise show: when each of its last steps began and how long it
 * took (a wait that ate the time limit shows here), and what the page held at the failure (the text Playwright saves
 * beside the result, which a fresh clone's CI machine keeps nowhere).
 */
export default class FailureReport implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const began = result.startTime.getTime();
    const lines = flatten(result.steps)
      .filter((step) => SHOWN_CATEGORIES.has(step.category))
      .slice(-LAST_STEPS)
      .map(
        (step) =>
          `  +${seconds(step.startTime.getTime() - began)} s  ${seconds(step.duration)} s  ${step.title}` +
          (step.error ? '  ✘' : ''),
      );
    const context = result.attachments.find((attachment) => attachment.name === 'error-context');
    let page = '';
    try {
      if (context?.path) page = pageSnapshot(readFileSync(context.path, 'utf8'));
      else if (context?.body) page = pageSnapshot(context.body.toString('utf8'));
    } catch {
      // No snapshot, said below; the failure itself is reported by the list reporter.
    }
    process.stdout.write(
      [
        '',
        `── ${test.titlePath().filter(Boolean).join(' › ')}: ${result.status} after ${seconds(result.duration)} s`,
        '   its last steps (began at, took):',
        ...lines,
        page || '   (no snapshot of the page was saved)',
        '',
      ].join('\n'),
    );
  }

  printsToStdio(): boolean {
    return true;
  }
}
