/**
 * Matching a selfie against a gallery's faces (decision 293): the Euclidean distance between
 * two 128-number descriptors; the same person is usually under 0.45, different people usually
 * over 0.55. A photo matches when its closest face is within the threshold, calibrated on the
 * labelled set (scripts/find-me/calibrate.ts, the figures in the decision).
 */

/** Calibrated: see docs/decisions/293-find-me-face-matching.md. */
export const MATCH_THRESHOLD = 0.45;

export function distance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    sum += d * d;
  }
  return Math.sqrt(sum);
}

export interface StoredFace {
  photoId: string;
  descriptor: ArrayLike<number>;
}

export interface PhotoMatch {
  photoId: string;
  distance: number;
}

/** The photos with a face within `threshold` of the selfie, closest first (one entry per photo). */
export function matchPhotos(
  selfie: ArrayLike<number>,
  faces: readonly StoredFace[],
  threshold = MATCH_THRESHOLD,
): PhotoMatch[] {
  const best = new Map<string, number>();
  for (const face of faces) {
    const d = distance(selfie, face.descriptor);
    if (d > threshold) continue;
    const known = best.get(face.photoId);
    if (known === undefined || d < known) best.set(face.photoId, d);
  }
  return [...best]
    .map(([photoId, d]) => ({ photoId, distance: d }))
    .sort((a, b) => a.distance - b.distance || a.photoId.localeCompare(b.photoId));
}

/** How a set of labelled pairs fares at a threshold: false matches and misses, as shares. */
export function rates(
  pairs: readonly { same: boolean; distance: number }[],
  threshold: number,
): { falseMatchRate: number; missRate: number; genuine: number; impostor: number } {
  const genuine = pairs.filter((p) => p.same);
  const impostor = pairs.filter((p) => !p.same);
  return {
    falseMatchRate: impostor.filter((p) => p.distance <= threshold).length / Math.max(1, impostor.length),
    missRate: genuine.filter((p) => p.distance > threshold).length / Math.max(1, genuine.length),
    genuine: genuine.length,
    impostor: impostor.length,
  };
}
