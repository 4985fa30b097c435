import { Aperture } from 'lucide-react';
import { Link } from 'react-router';

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded font-display text-2xl font-bold text-gold-700">
      <Aperture className="size-7 text-gold-600" aria-hidden />
      <span>Aworan</span>
    </Link>
  );
}
