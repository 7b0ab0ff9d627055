import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/**
 * The dashboard's typed API client (web/lib/api/schema.d.ts) is generated from openapi.yaml and
 * committed; this keeps the two in step: regenerate with `npm run openapi:web` when it fails.
 */
describe('web/lib/api/schema.d.ts', () => {
  it('is what openapi-typescript makes of the current openapi.yaml', () => {
    const root = path.resolve(__dirname, '..');
    const dir = mkdtempSync(path.join(tmpdir(), 'entente-schema-'));
    try {
      const out = path.join(dir, 'schema.d.ts');
      // The package's exports map hides bin/; its file is at a fixed place under node_modules.
      const cli = path.join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
      execFileSync(
        process.execPath,
        [cli, path.join(root, 'openapi.yaml'), '--default-non-nullable', 'false', '-o', out],
        { cwd: root, stdio: 'pipe' },
      );
      expect(readFileSync(path.join(root, 'web', 'lib', 'api', 'schema.d.ts'), 'utf8')).toBe(readFileSync(out, 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
