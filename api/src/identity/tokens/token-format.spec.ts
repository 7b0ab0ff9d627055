import { randomUUID } from 'node:crypto';
import { formatToken, looksLikeApiToken, parseToken } from './token-format';

describe('API token format', () => {
  it('round-trips the id and the secret', () => {
    const id = randomUUID();
    const { token, secret } = formatToken(id);
    expect(looksLikeApiToken(token)).toBe(true);
    expect(parseToken(token)).toEqual({ id, secret });
  });

  it('gives a fresh secret every time', () => {
    const id = randomUUID();
    expect(formatToken(id).secret).not.toBe(formatToken(id).secret);
  });

  it('rejects anything else', () => {
    const { token } = formatToken(randomUUID());
    for (const bad of [
      '',
      'ent_',
      token.slice(0, -1),
      token + 'x',
      token.replace('ent_', 'pat_'),
      'eyJhbGciOiJIUzI1NiJ9.e30.x',
    ]) {
      expect(parseToken(bad)).toBeNull();
    }
  });
});
