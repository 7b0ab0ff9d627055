import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { baseDataSourceOptions, ENTITIES_GLOB } from './database-options';

/**
 * The DataSource for tools outside Nest, e.g. the typeorm CLI:
 *   DATABASE_URL=postgres://... npx typeorm-ts-node-commonjs migration:generate -d api/src/platform/database/data-source.ts
 * (or with tsx). Nest builds its own connection in database.module.ts with autoLoadEntities.
 */
export function createDataSource(databaseUrl: string): DataSource {
  return new DataSource({ ...baseDataSourceOptions(databaseUrl), entities: [ENTITIES_GLOB] });
}

export default createDataSource(process.env.DATABASE_URL ?? 'postgres://localhost:5432/entente');
