import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { computeSecurityHeaders } from '../../plugins/security.ts';
import { parseStorageUrl, presignedOrigin, type S3StorageConfig } from './storage-url.ts';

describe('STORAGE_URL', () => {
  it('keeps the local folder when unset or empty', () => {
    expect(parseStorageUrl(undefined)).toEqual({ driver: 'local' });
    expect(parseStorageUrl('  ')).toEqual({ driver: 'local' });
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    expect(loadConfig({ STORAGE_URL: '' }).storage).toEqual({ driver: 'local' });
  });

  it('reads AWS S3: region from the host, bucket-style addresses, https', () => {
    expect(parseStorageUrl('s3://AKIAEXAMPLE:abc%2Fdef%2Bg@s3.eu-west-2.amazonaws.com/aworan-files')).toEqual(
      {
        driver: 's3',
        endpoint: 'https://s3.eu-west-2.amazonaws.com',
        region: 'eu-west-2',
        bucket: 'aworan-files',
        prefix: '',
        forcePathStyle: false,
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'abc/def+g' },
      },
    );
  });

  it('leaves credentials to the SDK chain (environment, instance role) when the URL has none', () => {
    const config = parseStorageUrl('s3://s3.us-east-1.amazonaws.com/aworan-files/prod');
    expect(config).toMatchObject({ region: 'us-east-1', prefix: 'prod/' });
    expect(config).not.toHaveProperty('credentials');
  });

  it('reads Cloudflare R2 (region auto) and MinIO (path style, plain http)', () => {
    expect(parseStorageUrl('s3://key:secret@0123abcd.r2.cloudflarestorage.com/photos')).toMatchObject({
      endpoint: 'https://0123abcd.r2.cloudflarestorage.com',
      region: 'auto',
      forcePathStyle: true,
    });
    expect(parseStorageUrl('s3://minioadmin:minioadmin@127.0.0.1:9000/aworan?tls=false')).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'aworan',
      forcePathStyle: true,
    });
    expect(parseStorageUrl('s3://k:s@minio.internal/aworan?region=af-south-1&pathStyle=false')).toMatchObject(
      {
        region: 'af-south-1',
        forcePathStyle: false,
      },
    );
  });

  it('refuses a malformed URL with a message that says what is wrong and never shows the secret', () => {
    const refusal = (value: string) => {
      try {
        loadConfig({ STORAGE_URL: value });
      } catch (err) {
        return (err as Error).message;
      }
      return 'accepted';
    };
    expect(refusal('https://s3.amazonaws.com/bucket')).toMatch(/STORAGE_URL: only s3:\/\/ URLs/);
    expect(refusal('s3://key:TOPSECRET@host')).toMatch(/STORAGE_URL: the bucket is missing/);
    expect(refusal('s3://key:TOPSECRET@host/Bad_Bucket')).toMatch(/not a valid bucket name/);
    expect(refusal('s3://key:TOPSECRET@host/bucket?tls=maybe')).toMatch(/tls must be true or false/);
    expect(refusal('s3://key:TOPSECRET@host/bucket?regoin=x')).toMatch(/unknown option "regoin"/);
    expect(refusal('s3://key@host/bucket')).toMatch(/both the access key and the secret/);
    expect(refusal('s3://key:TOPSECRET@host/bucket/bad prefix!')).toMatch(/key prefix/);
    expect(refusal('not a url')).toMatch(/not a URL/);
    for (const value of ['s3://key:TOPSECRET@host', 's3://key:TOPSECRET@host/Bad_Bucket']) {
      expect(refusal(value)).not.toContain('TOPSECRET');
    }
  });

  it('lets pages show images from the store that signed links redirect to, even on plain http', () => {
    const s3 = (url: string) => parseStorageUrl(url) as S3StorageConfig;
    expect(presignedOrigin(s3('s3://k:s@s3.eu-west-2.amazonaws.com/aworan-files'))).toBe(
      'https://aworan-files.s3.eu-west-2.amazonaws.com',
    );
    const minio = presignedOrigin(s3('s3://k:s@192.0.2.10:9000/aworan?tls=false'));
    expect(minio).toBe('http://192.0.2.10:9000');
    const csp = computeSecurityHeaders(false, [minio]).page['content-security-policy'];
    expect(csp).toContain("img-src 'self' data: blob: https: http://192.0.2.10:9000");
    expect(csp).toContain("media-src 'self' http://192.0.2.10:9000");
    expect(computeSecurityHeaders(false).page['content-security-policy']).not.toContain('media-src');
  });
});
