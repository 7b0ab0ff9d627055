import type { IncomingMessage } from 'node:http';
import { clientAddress } from './client-address';

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('the dashboard judges the client address from the socket', () => {
  it('ignores a browser-sent X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), undefined)).toBe('203.0.113.7');
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), '')).toBe('203.0.113.7');
  });

  it('ignores it from a peer that is not a trusted proxy', () => {
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), '10.0.0.0/8')).toBe('203.0.113.7');
  });

  it('believes a trusted proxy, walking right to left past trusted hops only', () => {
    expect(clientAddress(request('10.0.0.2', '198.51.100.1'), '10.0.0.0/8')).toBe('198.51.100.1');
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.9'), '10.0.0.0/8')).toBe('198.51.100.1');
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), 'loopback')).toBe('198.51.100.1');
  });
});
