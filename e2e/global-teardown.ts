import { stopBackend } from './backend-process.ts';

export default async function globalTeardown(): Promise<void> {
  await stopBackend();
}
