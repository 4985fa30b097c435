import fs from 'node:fs';
import path from 'node:path';
import type { MediaVariant } from '../media/media.storage.ts';

/**
 * Where photographers' cover and portfolio images live: DATA_DIR/uploads/portfolio/<userId>/<id>/
 * with one WebP per size. Grouping by owner makes "remove everything of this photographer"
 * one folder; the interface is small so an S3-compatible store can replace it.
 */
export interface ListingImageStorage {
  write(userId: string, id: string, variant: MediaVariant, data: Buffer): Promise<void>;
  /** Absolute path of a stored file, or undefined when missing. */
  locate(userId: string, id: string, variant: MediaVariant): string | undefined;
  remove(userId: string, id: string): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function localListingImageStorage(dataDir: string): ListingImageStorage {
  const root = path.join(dataDir, 'uploads', 'portfolio');
  const dirOf = (userId: string, id: string) => {
    // Both ids come from our database, but they become a path: refuse anything else.
    if (!UUID.test(userId) || !UUID.test(id)) throw new Error(`not a listing image: ${userId}/${id}`);
    return path.join(root, userId, id);
  };
  return {
    async write(userId, id, variant, data) {
      const dir = dirOf(userId, id);
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(path.join(dir, `${variant}.webp`), data);
    },
    locate(userId, id, variant) {
      if (!UUID.test(userId) || !UUID.test(id)) return undefined;
      const file = path.join(dirOf(userId, id), `${variant}.webp`);
      return fs.existsSync(file) ? file : undefined;
    },
    async remove(userId, id) {
      await fs.promises.rm(dirOf(userId, id), { recursive: true, force: true });
    },
  };
}
