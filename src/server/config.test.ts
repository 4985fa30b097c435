import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs embedded under ./data on port 3000 with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('trusts a number of proxy hops only when told', () => {
    const trust = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof trust).toBe('function');
    const fn = trust as (address: string, hop: number) => boolean;
    expect(fn('10.0.0.1', 0)).toBe(true);
    expect(fn('10.0.0.2', 1)).toBe(false);
  });

  it('runs in production once PUBLIC_URL is not this machine, unless NODE_ENV says otherwise', () => {
    const local = loadConfig({});
    expect([local.isProduction, local.modeNotice]).toEqual([false, undefined]);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).isProduction).toBe(false);
    const deployed = loadConfig({ PUBLIC_URL: 'https://aworan.example.ng' });
    expect(deployed.isProduction).toBe(true);
    expect(deployed.modeNotice).toBe(
      'NODE_ENV is not set and PUBLIC_URL (https://aworan.example.ng) is not this machine: running in production mode (set NODE_ENV=development to run in development mode).',
    );
    const chosen = loadConfig({ PUBLIC_URL: 'https://aworan.example.ng', NODE_ENV: 'development' });
    expect([chosen.isProduction, chosen.modeNotice]).toEqual([false, undefined]);
    expect(loadConfig({ NODE_ENV: 'production' }).isProduction).toBe(true);
  });

  it('refuses a malformed setting with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});

describe('the test-only password hasher', () => {
  it('cannot be set from the environment, whatever it holds', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      TEST_PASSWORD_HASHER: 'sha256',
      testPasswordHasher: 'sha256',
      PASSWORD_HASHER: 'fast',
    });
    expect(config.testPasswordHasher).toBeUndefined();
    expect(Object.keys(config)).not.toContain('testPasswordHasher');
  });
});
