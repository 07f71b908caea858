import { ConfigError, loadConfig } from './config';

describe('CLAIMS_NOTIFY_EMAIL', () => {
  it('is optional: blank is unset', () => {
    expect(loadConfig({}).CLAIMS_NOTIFY_EMAIL).toBeUndefined();
    expect(loadConfig({ CLAIMS_NOTIFY_EMAIL: '  ' }).CLAIMS_NOTIFY_EMAIL).toBeUndefined();
  });

  it('takes one address or several, comma-separated', () => {
    expect(loadConfig({ CLAIMS_NOTIFY_EMAIL: ' claims@ubr.test ' }).CLAIMS_NOTIFY_EMAIL).toBe('claims@ubr.test');
    expect(loadConfig({ CLAIMS_NOTIFY_EMAIL: 'a@ubr.test, b@ubr.test' }).CLAIMS_NOTIFY_EMAIL).toBe('a@ubr.test, b@ubr.test');
  });

  it('refuses something that is not an address, with one clear line', () => {
    expect(() => loadConfig({ CLAIMS_NOTIFY_EMAIL: 'claims at ubr' })).toThrow(ConfigError);
    expect(() => loadConfig({ CLAIMS_NOTIFY_EMAIL: 'claims at ubr' })).toThrow(/CLAIMS_NOTIFY_EMAIL must be an email address/);
  });
});
