import { endRun } from './backend-process.ts';

export default async function globalTeardown(): Promise<void> {
  await endRun();
}
