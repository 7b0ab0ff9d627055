import { readFileSync } from 'node:fs';
import * as path from 'node:path';

/**
 * The README's one TypeScript block: the example its tests type-check (generated.spec.ts) and run
 * against a real API (readme.e2e-spec.ts), exactly as written.
 */
export function readmeExample(): string {
  const readme = readFileSync(path.resolve(__dirname, '..', 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
  if (blocks.length !== 1) throw new Error(`clients/ts/README.md has ${blocks.length} ts blocks, not the one example`);
  return blocks[0];
}
