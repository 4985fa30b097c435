import type { Package } from '@shared/marketplace';
import { bookingPath } from '@shared/marketplace-terms';
import { formatNaira } from '@shared/money';
import { vatNote } from '@shared/vat';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A photographer's packages with naira prices, each with its own Book link. */
export function PackageList({
  slug,
  packages,
  vatEnabled,
}: {
  slug: string;
  packages: Package[];
  vatEnabled: boolean;
}) {
  if (packages.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 p-6 text-muted">
        This photographer has not published packages yet. Send them a message for a quote.
      </p>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {packages.map((p) => (
        <li key={p.id}>
          <Card className="flex h-full flex-col p-6">
            <h3 className="font-display text-xl font-semibold text-ink">{p.name}</h3>
            <p className="mt-1 text-2xl font-bold text-gold-800">{formatNaira(p.priceKobo)}</p>
            <p className="text-sm text-muted">{vatNote(vatEnabled)}</p>
            {p.description ? <p className="mt-3 text-muted">{p.description}</p> : null}
            {p.highlights.length > 0 ? (
              <ul className="mt-4 space-y-2">
                {p.highlights.map((h) => (
                  <li key={h} className="flex items-start gap-2 text-sm text-ink">
                    <Check className="mt-0.5 size-4 shrink-0 text-gold-700" aria-hidden />
                    {h}
                  </li>
                ))}
              </ul>
            ) : null}
            <Button asChild className="mt-6 self-start">
              {/* The visible words come first in the name, as WCAG's "label in name" asks. */}
              <Link to={bookingPath(slug, p.id)} aria-label={`Book This Package: ${p.name}`}>
                Book This Package
              </Link>
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
