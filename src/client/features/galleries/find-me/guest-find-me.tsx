import type { PublicGallery, PublicPhoto } from '@shared/galleries';
import { useEffect } from 'react';
import { FindMeBar } from './find-me-bar';
import { useGuestFindMe } from './find-me-queries';

/**
 * The guest's Find me on their gallery, loaded after the page has hydrated (it depends on this
 * browser's saved selfie, and stays out of the first view's budget). Tells the page the photos
 * the guest may be in, best first.
 */
export default function GuestFindMe({
  gallery,
  showingMine,
  onShowMine,
  onMatches,
  muted,
}: {
  gallery: PublicGallery;
  showingMine: boolean;
  onShowMine: (on: boolean) => void;
  onMatches: (photos: PublicPhoto[]) => void;
  muted: string;
}) {
  const findMe = useGuestFindMe(gallery);
  const ids = (findMe.selfieId ? (findMe.result?.matches ?? []) : []).map((m) => m.photoId);
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the matches, by value
  useEffect(() => {
    const byId = new Map(gallery.photos.map((p) => [p.id, p]));
    onMatches(ids.flatMap((id) => byId.get(id) ?? []));
  }, [key, gallery.photos]);
  const known = new Set(gallery.photos.map((p) => p.id));
  return (
    <FindMeBar
      findMe={findMe}
      showingMine={showingMine}
      onShowMine={onShowMine}
      found={ids.filter((id) => known.has(id)).length}
      muted={muted}
    />
  );
}
