import { globalTeardownInternal } from './global-setup';

/** Stops the run's PostgreSQL and deletes its folder; jest calls this even when tests failed. */
export default async function globalTeardown(): Promise<void> {
  await globalTeardownInternal();
}
