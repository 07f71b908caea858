import type { IncomingMessage } from 'node:http';
import { addressedHost, isCrossSite } from './csrf';

const post = (headers: Record<string, string>, host?: string) => isCrossSite('POST', headers, host ?? headers.host);

describe('the cross-site rule', () => {
  it('given Sec-Fetch-Site, when it says same-origin or none, then the request passes whatever Host a proxy set', () => {
    expect(post({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000', host: 'localhost' })).toBe(false);
    expect(post({ 'sec-fetch-site': 'none', host: 'localhost' })).toBe(false);
  });

  it.each(['cross-site', 'same-site', 'garbage'])('given Sec-Fetch-Site: %s, when a write arrives, then it is refused even with a matching Origin', (site) => {
    expect(post({ 'sec-fetch-site': site, origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(true);
  });

  it.each([
    ['http://localhost:3000', 'localhost:3000', false],
    ['http://localhost', 'LOCALHOST:80', false],
    ['https://site.example', 'site.example:443', false],
    ['http://localhost:3000', 'localhost', true],
    ['https://evil.example', 'localhost:3000', true],
    ['null', 'localhost:3000', true],
    ['not a url', 'localhost:3000', true],
  ])('given only Origin %p and host %p, when a write arrives, then cross-site is %p', (origin, host, cross) => {
    expect(post({ origin }, host)).toBe(cross);
  });

  it('given no Host at all, when a write with an Origin arrives, then it is refused; without Origin it passes', () => {
    expect(post({ origin: 'http://localhost:3000' })).toBe(true);
    expect(post({})).toBe(false);
  });

  it('given a read, then it is never cross-site', () => {
    expect(isCrossSite('GET', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toBe(false);
  });
});

describe('the host a browser addressed', () => {
  const req = (headers: Record<string, string>, peer = '10.0.0.2') => ({ headers, socket: { remoteAddress: peer } }) as unknown as IncomingMessage;
  const trustsPeer = (address: string) => address === '10.0.0.2';

  it('given a trusted proxy, when it sends X-Forwarded-Host, then that host (its first entry) is the one', () => {
    expect(addressedHost(req({ host: 'localhost', 'x-forwarded-host': 'localhost:3000' }), trustsPeer)).toBe('localhost:3000');
    expect(addressedHost(req({ host: 'localhost', 'x-forwarded-host': 'a.example:8443, b.example' }), trustsPeer)).toBe('a.example:8443');
  });

  it('given a peer TRUST_PROXY does not trust, when it sends X-Forwarded-Host, then Host is the one', () => {
    expect(addressedHost(req({ host: 'localhost', 'x-forwarded-host': 'evil.example' }, '203.0.113.9'), trustsPeer)).toBe('localhost');
  });
});
