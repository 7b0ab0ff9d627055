/**
 * `npm run sql` — writes the SQL of every repository, as the code sends it, to api/src/queries/*.sql
 * (see api/src/queries/catalog.ts). Commit the result; queries.spec.ts compares.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QUERY_FILES, renderQueryFile } from '../api/src/queries';

async function main(): Promise<void> {
  for (const file of QUERY_FILES) {
    writeFileSync(join(__dirname, '..', 'api', 'src', 'queries', file.file), await renderQueryFile(file));
    console.log(`wrote api/src/queries/${file.file}`);
  }
}

void main();
