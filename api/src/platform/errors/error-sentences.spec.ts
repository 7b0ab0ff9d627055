import { allErrorCodes, codeForStatus, knownErrorCodes } from './error-codes';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ERROR_SENTENCES, errorSentence } from './error-sentences';
import { errorSentencesJson, WEB_ERROR_SENTENCES_FILE } from './error-sentences-file';
// Every feature module registers its codes when its file is loaded: the root module loads them all.
import '../../app.module';

/**
 * Every error code the API can send has a sentence in English and in German. The codes are the
 * API's own registry, so a code a module adds later fails here until it has its sentences.
 */
describe('error sentences', () => {
  const codes = [
    ...new Set([...knownErrorCodes(), ...[400, 401, 403, 404, 409, 422, 429, 500, 503].map(codeForStatus)]),
  ];

  it('reads the whole registry (the feature modules were loaded)', () => {
    expect(codes.length).toBeGreaterThan(90);
    expect(codes).toEqual(expect.arrayContaining(['INVALID_CREDENTIALS', 'GAME_NOT_FOUND', 'CLUB_NOT_FOUND']));
  });

  it.each(codes)('%s has a sentence in English and in German', (code) => {
    const en = errorSentence(code, 'en');
    const de = errorSentence(code, 'de');
    expect(en).toMatch(/^[A-Z].*[.!?]$/);
    expect(de).toMatch(/^[A-ZÄÖÜ].*[.!?]$/);
    expect(de).not.toBe(en);
    for (const text of [en, de]) {
      expect(text).not.toContain(code);
      expect(text).not.toMatch(/something went wrong|etwas ist schiefgegangen/i);
    }
  });

  // The other list: the problem's own `title` (error-codes.ts and the modules' tables), formal —
  // "Sie" where it speaks to the reader — for any client; it is never the dashboard's "du".
  it.each(codes)('%s has a title in English and in German in the table of codes', (code) => {
    const entry = allErrorCodes()[code];
    expect(entry).toBeDefined();
    expect(entry.en).toMatch(/^[A-Z`].*[.!?]$/);
    expect(entry.de).toMatch(/^[A-ZÄÖÜ`].*[.!?]$/);
    expect(entry.de).not.toBe(entry.en);
    for (const text of [entry.en, entry.de]) expect(text).not.toContain(code);
    expect(entry.de).not.toMatch(/\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i);
  });

  it('has no sentence for a code the API does not send', () => {
    expect(errorSentence('NO_SUCH_CODE', 'en')).toBeUndefined();
    expect(Object.keys(ERROR_SENTENCES).filter((code) => !codes.includes(code))).toEqual([]);
  });

  it('is what the dashboard reads: its copy is current (npm run sentences:web)', () => {
    const copy = readFileSync(path.resolve(__dirname, '..', '..', '..', '..', WEB_ERROR_SENTENCES_FILE), 'utf8');
    expect(copy).toBe(errorSentencesJson());
  });
});
