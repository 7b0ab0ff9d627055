import fc from 'fast-check';
import { canonicalJson } from './canonical-json';
import { eventHash, findChainBreak, GENESIS_HASH, type StoredEventLike } from './event-hash';

function chain(payloads: unknown[]): StoredEventLike[] {
  const events: StoredEventLike[] = [];
  let prevHash = GENESIS_HASH;
  payloads.forEach((payload, i) => {
    const fields = {
      gameId: '5b0f1c1e-6a3e-4a43-9d77-0d1f4f8b9a01',
      seq: i + 1,
      type: 'move',
      seat: i % 2 ? 'black' : 'white',
      userId: null,
      payload,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i, 123)),
      prevHash,
    };
    const hash = eventHash(fields);
    events.push({ ...fields, hash });
    prevHash = hash;
  });
  return events;
}

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x', null], c: true }, u: undefined })).toBe(
      '{"a":{"c":true,"d":[1,"x",null]},"b":1}',
    );
  });

  it('is independent of key insertion order and round-trips through JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
        const reversed = JSON.parse(JSON.stringify(value), function (this: unknown, _key, v) {
          if (v && typeof v === 'object' && !Array.isArray(v)) {
            return Object.fromEntries(Object.entries(v).reverse());
          }
          return v;
        });
        expect(canonicalJson(reversed)).toBe(text);
      }),
    );
  });

  it('refuses values without a JSON form', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(TypeError);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError);
  });
});

describe('event hash chain', () => {
  it('accepts an untouched chain', () => {
    expect(findChainBreak(chain([{ move: 'e2e4' }, { move: 'e7e5' }, { move: 'g1f3' }]))).toBeNull();
  });

  it('reports the first event whose payload was altered', () => {
    const events = chain([{ move: 'e2e4' }, { move: 'e7e5' }, { move: 'g1f3' }]);
    const tampered = events.map((e) => (e.seq === 2 ? { ...e, payload: { move: 'e7e6' } } : e));
    expect(findChainBreak(tampered)).toMatchObject({ seq: 2, kind: 'hash' });
  });

  it('reports a rewritten event whose hash was recomputed at the link to the next one', () => {
    const events = chain([{ move: 'e2e4' }, { move: 'e7e5' }, { move: 'g1f3' }]);
    const forged = { ...events[1], payload: { move: 'e7e6' } };
    const rehashed = { ...forged, hash: eventHash(forged) };
    expect(findChainBreak([events[0], rehashed, events[2]])).toMatchObject({ seq: 3, kind: 'link' });
  });

  it('reports a missing event', () => {
    const events = chain([{ move: 'e2e4' }, { move: 'e7e5' }, { move: 'g1f3' }]);
    expect(findChainBreak([events[0], events[2]])).toMatchObject({ seq: 3, kind: 'sequence' });
  });

  it('changes the hash when any covered field changes', () => {
    const [event] = chain([{ move: 'e2e4' }]);
    const variants = [
      { ...event, seat: 'black' },
      { ...event, userId: 'someone' },
      { ...event, type: 'resign' },
      { ...event, createdAt: new Date(event.createdAt.getTime() + 1) },
      { ...event, prevHash: 'f'.repeat(64) },
      { ...event, gameId: 'other' },
    ];
    for (const v of variants) expect(eventHash(v)).not.toBe(event.hash);
  });
});
