import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { buildOpenApiDocument, openApiYaml } from './openapi';

describe('openapi.yaml', () => {
  it('is what the code generates (run `npm run openapi` after changing endpoints or DTOs)', async () => {
    const committed = readFileSync(path.resolve(__dirname, '..', '..', '..', 'openapi.yaml'), 'utf8');
    const generated = openApiYaml(await buildOpenApiDocument());
    expect(committed).toBe(generated);
  });

  it('documents the health endpoint without needing a database', async () => {
    const doc = await buildOpenApiDocument();
    expect(doc.paths['/health']?.get?.responses).toHaveProperty('200');
    // The development mail route is not part of the public contract.
    expect(Object.keys(doc.paths)).not.toContain('/dev/mail');
  });
});
