import { HealthRepository } from '../platform/health/health.repository';
import { MetricsRepository } from '../platform/metrics/metrics.repository';
import { type QueryFile, recorded } from './catalog';

/** The repositories of platform/ (the outbox's, written with a change to a game, is listed with play/). */
export const PLATFORM_QUERIES: readonly QueryFile[] = [
  {
    file: 'health.repository.sql',
    statements: async () => [
      ...(await recorded(['HealthRepository.serverVersion: the health check’s question to the database'], (m) =>
        new HealthRepository().serverVersion(m),
      )),
      ...(await recorded(['HealthRepository.schema: the readiness check’s, with the newest migration applied'], (m) =>
        new HealthRepository().schema(m),
      )),
    ],
  },
  {
    file: 'metrics.repository.sql',
    statements: () =>
      recorded(['MetricsRepository.figures: what /metrics reads from the database when scraped'], (m) =>
        new MetricsRepository().figures(m),
      ),
  },
];
