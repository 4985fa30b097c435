import { describe, expect, it } from 'vitest';
import { storageRefusal } from './storage-full.ts';

describe('which storage failures are a full (or refusing) store', () => {
  it('names a full disk, a full bucket and a refused write; leaves other faults alone', () => {
    expect(storageRefusal(Object.assign(new Error('no space'), { code: 'ENOSPC' }))).toBe(
      'The data disk is full (ENOSPC).',
    );
    expect(storageRefusal(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toMatch(/EDQUOT/);
    expect(storageRefusal({ name: 'XMinioStorageFull', $metadata: { httpStatusCode: 507 } })).toBe(
      'The bucket is full (XMinioStorageFull).',
    );
    expect(storageRefusal({ name: 'SomethingNew', $metadata: { httpStatusCode: 507 } })).toBe(
      'The bucket is full (SomethingNew).',
    );
    expect(storageRefusal({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } })).toBe(
      'The bucket refused the write (AccessDenied).',
    );
    expect(storageRefusal(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(storageRefusal({ name: 'InternalError', $metadata: { httpStatusCode: 500 } })).toBeUndefined();
    expect(storageRefusal(undefined)).toBeUndefined();
  });
});
