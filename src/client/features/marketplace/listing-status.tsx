import type { ListingGap, MyListing } from '@shared/marketplace';
import { CheckCircle2, CircleDashed, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const GAP_TEXT: Record<ListingGap, { label: string; hint: string }> = {
  approval: {
    label: 'Approval by the Aworan team',
    hint: 'You can prepare everything now; your profile goes live the moment you are approved.',
  },
  businessName: { label: 'A business name', hint: 'Add it under Public details.' },
  slug: { label: 'A profile address', hint: 'Choose the address of your page under Public details.' },
};

/** Whether the listing is live, and if not, what is still missing. */
export function ListingStatus({ listing }: { listing: MyListing }) {
  const slug = listing.details.slug;
  if (listing.isPublic) {
    return (
      <Card className="flex flex-col gap-4 border-green-200 bg-green-50 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
          <div>
            <p className="font-semibold text-green-900">Your profile is live in the directory.</p>
            <p className="text-sm text-green-900">Changes you save here show on it at once.</p>
          </div>
        </div>
        <Button asChild variant="outline">
          <Link to={`/photographers/${slug}`}>
            <ExternalLink aria-hidden /> View my public profile
          </Link>
        </Button>
      </Card>
    );
  }
  return (
    <Card className="border-amber-200 bg-amber-50 p-5">
      <div className="flex items-start gap-3">
        <CircleDashed className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden />
        <div>
          <p className="font-semibold text-amber-950">Your profile is not public yet. Still needed:</p>
          <ul className="mt-2 space-y-1 text-sm text-amber-950">
            {listing.gaps.map((gap) => (
              <li key={gap}>
                <span className="font-semibold">{GAP_TEXT[gap].label}.</span> {GAP_TEXT[gap].hint}
                {gap === 'approval' ? (
                  <>
                    {' '}
                    <Link to="/photographer-approval" className="font-semibold text-gold-800 underline">
                      Check your application
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}
