import fc from 'fast-check';
import { returnPath } from './return-path';

const ORIGIN = 'https://entente.example';
const next = (raw: string) => returnPath(`?next=${encodeURIComponent(raw)}`, ORIGIN);
/** What the browser would load if the dashboard router pushed `path`. */
const landsOn = (path: string) => new URL(path, ORIGIN).origin;

describe('returnPath (sign-in `next`)', () => {
  it('follows paths of this site', () => {
    expect(next('/games/1b2c')).toBe('/games/1b2c');
    expect(next('/notifications?unread=true#top')).toBe('/notifications?unread=true#top');
    expect(returnPath('', ORIGIN)).toBe('/');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r/evil.example/',
    '/\r\n/evil.example/',
    '/ /evil.example/',
    '/\u0000/evil.example/',
    '/\u00a0/evil.example/',
    '/\u2028/evil.example/',
    '/\ufeff/evil.example/',
    ' //evil.example/',
  ])('sends %j home', (raw) => {
    expect(next(raw)).toBe('/');
  });

  it('reads the raw %09 and %0a of /signin?next=/%09/evil.example/ as home', () => {
    expect(returnPath('?next=/%09/evil.example/', ORIGIN)).toBe('/');
    expect(returnPath('?next=/%0a/evil.example/', ORIGIN)).toBe('/');
    expect(returnPath('?next=/%0d%0a/evil.example/', ORIGIN)).toBe('/');
    expect(returnPath('?next=/%5C/evil.example/', ORIGIN)).toBe('/');
  });

  it('never leads off-site, whatever the parameter holds', () => {
    const char = fc.oneof(
      fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', '.', ':', '@', '%', '?', '#', 'evil', 'example', '\u00a0'),
      fc.string({ maxLength: 3, unit: 'grapheme' }),
    );
    fc.assert(
      fc.property(fc.array(char, { maxLength: 12 }), (parts) => {
        const path = next(parts.join(''));
        // Whatever was returned, once a browser strips what it strips, it stays on this origin.
        expect(landsOn(path.replace(/[\t\n\r]/g, ''))).toBe(ORIGIN);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//') || path.startsWith('/\\')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
