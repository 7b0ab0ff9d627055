import { de } from './de';

// The dashboard says "du" to its reader (the API's problem sentences, read by
// client authors too, say "Sie"); a formal form slipped in reads as a second voice.
describe('the dashboard addresses its German reader in one voice', () => {
  it('has no formal address (Ihr, Ihnen, "Sie haben", "können Sie")', () => {
    const formal =
      /\b(Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b|\bSie (haben|können|müssen|sind|werden)\b|\b(haben|können|müssen|sind|werden|nennen|hat) Sie\b/;
    const bad = Object.entries(de)
      .filter(([, text]) => formal.test(text))
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });
});
