import { distance } from './matcher.ts';

/**
 * The pairs of the labelled set (decision 293): each person's untouched face (as a guest's
 * selfie) against every changed copy of every face, the same person or another.
 */
export function labelledPairs(
  set: readonly { person: string; variant: string; descriptor: number[] }[],
): { same: boolean; distance: number; variant: string }[] {
  const selfies = set.filter((f) => f.variant === 'original');
  const photos = set.filter((f) => f.variant !== 'original');
  return selfies.flatMap((selfie) =>
    photos.map((photo) => ({
      same: photo.person === selfie.person,
      distance: distance(selfie.descriptor, photo.descriptor),
      variant: photo.variant,
    })),
  );
}
