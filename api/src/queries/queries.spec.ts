import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QUERY_FILES, renderQueryFile } from '.';

// The committed SQL files are what the code sends: a change to a statement shows in review as a
// change to SQL. After changing one, run `npm run sql` and commit the files.
describe('the committed SQL (api/src/queries/*.sql)', () => {
  it.each(QUERY_FILES.map((f) => [f.file, f] as const))('%s is the SQL the code sends', async (file, q) => {
    const committed = readFileSync(join(__dirname, file), 'utf8');
    expect(await renderQueryFile(q)).toBe(committed);
  });
});
