import { Aperture } from 'lucide-react';
import { Link } from 'react-router';

/** The site name comes from the site settings; "Aworan" until they have loaded. */
export function Logo({ name = 'Aworan' }: { name?: string }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded font-display text-2xl font-bold text-gold-700">
      <Aperture className="size-7 text-gold-600" aria-hidden />
      <span>{name}</span>
    </Link>
  );
}
