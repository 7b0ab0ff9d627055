import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/** The packages of `modules` that end up loaded in a fresh Node process (not jest's registry). */
function loadedMailPackages(modules: string[]): string[] {
  const script =
    modules.map((m) => `require(${JSON.stringify(m)});`).join('') +
    `console.log(JSON.stringify([...new Set(Object.keys(require.cache)
       .map((k) => /[\\\\/]node_modules[\\\\/](smtp-server|mailparser)[\\\\/]/.exec(k)?.[1]).filter(Boolean))].sort()))`;
  const out = execFileSync(process.execPath, ['-r', './scripts/register-swc.js', '-e', script], { cwd: ROOT });
  return JSON.parse(out.toString()) as string[];
}

describe('smtp-server and mailparser', () => {
  it('are not loaded by the API (every module of the app and its factory)', () => {
    expect(loadedMailPackages(['./api/src/app.module.ts', './api/src/app.factory.ts'])).toEqual([]);
  });

  it('are loaded by the mail catcher, which only the embedded mode imports', () => {
    expect(loadedMailPackages(['./api/src/platform/dev-mail/mail-catcher.ts'])).toEqual(['mailparser', 'smtp-server']);
  });
});
