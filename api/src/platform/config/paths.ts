import { existsSync } from 'node:fs';
import * as path from 'node:path';

/**
 * The root of this code tree: the repository while the TypeScript sources run (tests, tools),
 * `dist/` when the build runs. Migrations and entities are found below it, in the same form.
 */
export const CODE_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/**
 * The project's folder — package.json, node_modules, the dashboard's build, .data — found upwards
 * from the code: the repository itself, or the folder holding `dist/` (the image's /app).
 */
export const PROJECT_ROOT = findUp(CODE_ROOT, 'package.json') ?? CODE_ROOT;

function findUp(from: string, file: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, file))) return dir;
    if (dir === path.dirname(dir)) return undefined;
  }
}
