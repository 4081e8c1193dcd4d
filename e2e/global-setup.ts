import { startBackendForTests } from './backend-process.ts';

export default async function globalSetup(): Promise<void> {
  await startBackendForTests();
}
