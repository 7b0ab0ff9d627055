import { TEMPLATES } from './email-templates';

describe('German e-mails say "Klub", as the dashboard does', () => {
  it('never "Club"', () => {
    // Every fact as its own name, so each template's every sentence is written out.
    const f = new Proxy({}, { get: (_, key) => `{${String(key)}}` }) as never;
    const texts = Object.values(TEMPLATES.de).flatMap((tpl) => [tpl.subject(f), ...tpl.body(f)]);
    expect(texts.filter((text) => /\bClubs?\b/.test(text))).toEqual([]);
  });
});
