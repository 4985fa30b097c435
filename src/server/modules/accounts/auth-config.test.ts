import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { allowedOrigins } from './auth.ts';

describe('accounts settings', () => {
  it('turns a social provider on only when both its id and secret are set', () => {
    expect(loadConfig({}).socialProviders).toEqual({});
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).socialProviders).toEqual({});
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', FACEBOOK_CLIENT_SECRET: 's' })
        .socialProviders,
    ).toEqual({ google: { clientId: 'id', clientSecret: 'secret' } });
  });

  it('trusts PUBLIC_URL, TRUSTED_ORIGINS, and (outside production) the Vite dev server and loopback spellings', () => {
    const dev = loadConfig({
      PUBLIC_URL: 'http://localhost:3000/',
      TRUSTED_ORIGINS: 'https://www.aworan.ng/, https://aworan.ng',
    });
    expect(dev.trustedOrigins).toEqual(['https://www.aworan.ng', 'https://aworan.ng']);
    expect(allowedOrigins(dev)).toEqual([
      'http://localhost:3000',
      'https://www.aworan.ng',
      'https://aworan.ng',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    const prod = loadConfig({ PUBLIC_URL: 'https://aworan.ng', NODE_ENV: 'production' });
    expect(allowedOrigins(prod)).toEqual(['https://aworan.ng']);
  });
});
