import { isLoopbackAddress } from './loopback';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.2'])('%s is this machine', (a) => {
    expect(isLoopbackAddress(a)).toBe(true);
  });
  it.each([
    undefined,
    '',
    '10.0.0.1',
    '192.168.1.5',
    '::ffff:10.0.0.1',
    'fe80::1',
    '::',
    '0.0.0.0',
    'localhost',
    '127.0.0.1.evil',
  ])('%s is not', (a) => {
    expect(isLoopbackAddress(a)).toBe(false);
  });
});
