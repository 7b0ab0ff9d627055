import { knownErrorCodes } from './error-codes';
import { ERROR_SENTENCES, errorSentence } from './error-sentences';

describe('error sentences', () => {
  // Only the central table is loaded here (no feature module has registered its codes).
  it.each(knownErrorCodes())('%s has a sentence in English and in German', (code) => {
    const en = errorSentence(code, 'en');
    const de = errorSentence(code, 'de');
    expect(en).toMatch(/^[A-Z].*\.$/);
    expect(de).toMatch(/^[A-ZÄÖÜ].*\.$/);
    expect(de).not.toBe(en);
  });

  it('has no sentence for an unknown code', () => {
    expect(errorSentence('NO_SUCH_CODE', 'en')).toBeUndefined();
    expect(Object.keys(ERROR_SENTENCES).length).toBeGreaterThan(knownErrorCodes().length - 1);
  });
});
