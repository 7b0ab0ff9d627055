/**
 * `npm run openapi`: writes openapi.yaml from the code. Run it after changing endpoints or DTOs
 * and commit the file; api/test/openapi.e2e-spec.ts fails while the two disagree.
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { buildOpenApiDocument, openApiYaml } from '../api/src/openapi/openapi';

buildOpenApiDocument()
  .then((doc) => {
    const file = path.resolve(__dirname, '..', 'openapi.yaml');
    writeFileSync(file, openApiYaml(doc));
    console.log(`Wrote ${path.relative(process.cwd(), file)} (${Object.keys(doc.paths).length} paths)`);
    process.exit(0);
  })
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
