import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { allErrorCodes, errorCode } from './error-codes';
import { PROJECT_ROOT } from '../config/paths';
import { problemLanguage, problemTitle } from './problem';
// Feature modules that register codes of their own do so when loaded: the root module loads them all.
import '../../app.module';

const SRC = path.join(PROJECT_ROOT, 'api', 'src');
const ENGINE_RESULT = path.join(PROJECT_ROOT, 'packages', 'engine', 'src', 'rules', 'core', 'result.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.spec.ts') ? [file] : [];
  });
}

/** Every code a DomainError is thrown with in api/src, and the engine's codes (packages/engine: rules/core/result.ts). */
function codesInSource(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:DomainError|conflict)\(\s*(?:[a-z]+,\s*[a-zA-Z]+,\s*)?'([A-Z][A-Z0-9_]+)'/g))
      found.set(m[1], path.relative(SRC, file));
  }
  const result = readFileSync(ENGINE_RESULT, 'utf8');
  const union = /export type RuleErrorCode =([\s\S]*?);/.exec(result)?.[1] ?? '';
  for (const m of union.matchAll(/'([A-Z_]+)'/g)) found.set(m[1], 'rules/core/result.ts');
  return found;
}

describe('error codes', () => {
  it('has every code thrown in api/src, each with a status and an English and a German sentence', () => {
    const codes = codesInSource();
    expect(codes.size).toBeGreaterThan(60);
    const missing = [...codes].filter(([code]) => !errorCode(code)).map(([code, file]) => `${code} (${file})`);
    // Add each to api/src/platform/errors/error-codes.ts: e(status, 'English sentence.', 'Deutscher Satz.').
    expect(missing).toEqual([]);
  });

  it('gives each code a status, and two different sentences that end with a full stop', () => {
    for (const [code, entry] of Object.entries(allErrorCodes())) {
      expect([code, entry.status >= 400 && entry.status < 600]).toEqual([code, true]);
      expect([code, /\.$/.test(entry.en), /\.$/.test(entry.de), entry.en !== entry.de]).toEqual([
        code,
        true,
        true,
        true,
      ]);
    }
  });

  it('titles problems in German when the request prefers German', () => {
    expect(problemLanguage(undefined)).toBe('en');
    expect(problemLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(problemLanguage('en-GB,en;q=0.9,de;q=0.5')).toBe('en');
    expect(problemLanguage('fr-FR,de;q=0.7')).toBe('de');
    expect(problemLanguage('fr')).toBe('en');
    expect(problemTitle('GAME_NOT_FOUND', 'de')).toBe('Diese Partie gibt es nicht.');
    expect(problemTitle('GAME_NOT_FOUND')).toBe('There is no such game.');
  });
});
