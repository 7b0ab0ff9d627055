import type { Problem } from '../api/client';
import { problemSentence, problemSpecifics } from './problem-text';

describe("the dashboard's words for a problem", () => {
  it("says the API's sentence for a code, in the dashboard's language", () => {
    expect(problemSentence('de', 'INVALID_CREDENTIALS')).toBe(
      'Benutzername oder E-Mail und Passwort passen zu keinem Konto.',
    );
    expect(problemSentence('en', 'INVALID_CREDENTIALS')).toMatch(/password/);
    expect(problemSentence('en', 'INVALID_CREDENTIALS')).not.toContain('INVALID_CREDENTIALS');
  });

  it('answers a code it does not know yet, and no answer at all, with a sentence, not the code', () => {
    expect(problemSentence('en', 'SOMETHING_NEW')).toMatch(/does not know yet/);
    expect(problemSentence('de', 'SOMETHING_NEW')).toMatch(/noch nicht kennt/);
    expect(problemSentence('en', 'UNKNOWN')).toMatch(/did not answer/);
    expect(problemSentence('de', 'UNKNOWN')).toMatch(/nicht geantwortet/);
  });

  it('keeps the field errors and the telling details, not the generic ones', () => {
    const base = { type: 'about:blank', title: 't', status: 400, instance: '/games' };
    const invalid: Problem = {
      ...base,
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'email', messages: ['must be an email'] }],
    };
    expect(problemSpecifics(invalid)).toEqual(['email: must be an email']);
    expect(problemSpecifics({ ...base, code: 'ILLEGAL_MOVE', detail: 'e2e5 is not a legal move' })).toEqual([
      'e2e5 is not a legal move',
    ]);
    expect(problemSpecifics({ ...base, code: 'INVALID_CREDENTIALS', detail: 'Invalid credentials' })).toEqual([]);
  });
});
