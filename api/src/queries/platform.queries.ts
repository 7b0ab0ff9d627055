import { HealthRepository } from '../platform/health/health.repository';
import { type QueryFile, recorded } from './catalog';

/** The repositories of platform/ (the outbox's, written with a change to a game, is listed with play/). */
export const PLATFORM_QUERIES: readonly QueryFile[] = [
  {
    file: 'health.repository.sql',
    statements: () =>
      recorded(['HealthRepository.serverVersion: the health check’s question to the database'], (m) =>
        new HealthRepository().serverVersion(m),
      ),
  },
];
