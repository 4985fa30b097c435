import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/test-database.ts';
import { contentSeeds } from './schema/index.ts';
import { afterCommit, OuterDbInTransactionError, withTransaction } from './transaction.ts';

describe('withTransaction', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  const exists = async (key: string) =>
    (await t.database.db.select().from(contentSeeds).where(eq(contentSeeds.key, key))).length === 1;

  it('commits every write together and runs after-commit hooks once committed', async () => {
    const seen: string[] = [];
    await withTransaction(t.database.db, async (tx) => {
      await tx.insert(contentSeeds).values({ key: 'tx-a' });
      await afterCommit(() => {
        seen.push('hook');
      });
      await tx.insert(contentSeeds).values({ key: 'tx-b' });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['hook']);
    expect(await exists('tx-a')).toBe(true);
    expect(await exists('tx-b')).toBe(true);
  });

  it('rolls back every write and drops the hooks when the callback throws', async () => {
    const seen: string[] = [];
    await expect(
      withTransaction(t.database.db, async (tx) => {
        await tx.insert(contentSeeds).values({ key: 'tx-rolled-back' });
        await afterCommit(() => {
          seen.push('hook');
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await exists('tx-rolled-back')).toBe(false);
    expect(seen).toEqual([]);
  });

  it('refuses the outer handle inside a transaction with a clear error instead of hanging', async () => {
    const outer = t.database.db;
    await expect(
      withTransaction(outer, async (tx) => {
        await tx.insert(contentSeeds).values({ key: 'tx-guarded' });
        await outer.select().from(contentSeeds);
      }),
    ).rejects.toBeInstanceOf(OuterDbInTransactionError);
    await expect(withTransaction(outer, () => t.database.query('select 1'))).rejects.toBeInstanceOf(
      OuterDbInTransactionError,
    );
    // The failed transaction rolled back and the outer handle works again afterwards.
    expect(await exists('tx-guarded')).toBe(false);
  });

  it('nests as a savepoint: an inner failure keeps the outer writes and drops only its hooks', async () => {
    const seen: string[] = [];
    await withTransaction(t.database.db, async (tx) => {
      await tx.insert(contentSeeds).values({ key: 'tx-outer' });
      await withTransaction(tx, async (inner) => {
        await inner.insert(contentSeeds).values({ key: 'tx-inner-ok' });
        await afterCommit(() => {
          seen.push('inner-ok');
        });
      });
      await withTransaction(tx, async (inner) => {
        await inner.insert(contentSeeds).values({ key: 'tx-inner-bad' });
        await afterCommit(() => {
          seen.push('inner-bad');
        });
        throw new Error('inner fails');
      }).catch(() => {});
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['inner-ok']);
    expect(await exists('tx-outer')).toBe(true);
    expect(await exists('tx-inner-ok')).toBe(true);
    expect(await exists('tx-inner-bad')).toBe(false);
  });
});
