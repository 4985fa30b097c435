import fs from 'node:fs';
import path from 'node:path';

export const MEDIA_VARIANTS = ['full', 'medium', 'thumb'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

/**
 * Where media-library files live. Local disk under DATA_DIR/uploads/media today; the interface
 * is small so an S3-compatible store (STORAGE_URL) can replace it without touching callers.
 */
export interface MediaStorage {
  write(id: string, variant: MediaVariant, data: Buffer): Promise<void>;
  /** Absolute path of a stored file, or undefined when missing. */
  locate(id: string, variant: MediaVariant): string | undefined;
  remove(id: string): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function localMediaStorage(dataDir: string): MediaStorage {
  const root = path.join(dataDir, 'uploads', 'media');
  const dirOf = (id: string) => {
    // Ids come from our database, but the file name is built from them: refuse anything else.
    if (!UUID.test(id)) throw new Error(`not a media id: ${id}`);
    return path.join(root, id);
  };
  return {
    async write(id, variant, data) {
      const dir = dirOf(id);
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(path.join(dir, `${variant}.webp`), data);
    },
    locate(id, variant) {
      if (!UUID.test(id)) return undefined;
      const file = path.join(dirOf(id), `${variant}.webp`);
      return fs.existsSync(file) ? file : undefined;
    },
    async remove(id) {
      await fs.promises.rm(dirOf(id), { recursive: true, force: true });
    },
  };
}
