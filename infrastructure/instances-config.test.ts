import { ConfigError, loadConfig } from './config';

describe('configuration of several instances', () => {
  it('defaults: leases of 10 s renewed every 2 s; the rate-limit store left to the setup', () => {
    const c = loadConfig({});
    expect([c.LEASE_TTL_MS, c.LEASE_RENEW_MS, c.RATE_LIMIT_STORE]).toEqual([10_000, 2_000, undefined]);
  });

  it('refuses a renewal slower than half the lease, and an unknown store, with one clear line', () => {
    expect(() => loadConfig({ LEASE_TTL_MS: '1000', LEASE_RENEW_MS: '600' }))
      .toThrow(new ConfigError('Invalid configuration:\n  LEASE_RENEW_MS: at most half of LEASE_TTL_MS (a holder must renew before its lease ends)'));
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow("RATE_LIMIT_STORE must be 'memory' or 'shared'");
    expect(loadConfig({ RATE_LIMIT_STORE: 'shared' }).RATE_LIMIT_STORE).toBe('shared');
  });
});
