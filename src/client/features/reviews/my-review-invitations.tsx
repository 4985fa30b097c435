import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMyReviewInvitations } from './reviews-queries';

/** The signed-in client's dashboard: the sessions and galleries they were invited to review. */
export function MyReviewInvitations() {
  const { data } = useMyReviewInvitations();
  if (!data || data.length === 0) return null;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Your reviews</CardTitle>
        <CardDescription>
          Rate the photographers you worked with. Each review shows as a verified client’s.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-stone-200">
          {data.map((invitation) => (
            <li key={invitation.token} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span>
                <span className="font-semibold text-ink">{invitation.photographerName}</span>
                <span className="text-muted"> · {invitation.subject}</span>
              </span>
              <Button asChild size="sm" variant={invitation.reviewed ? 'outline' : 'default'}>
                <Link to={`/r/${invitation.token}`}>
                  <Star aria-hidden /> {invitation.reviewed ? 'See your review' : 'Leave a review'}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
