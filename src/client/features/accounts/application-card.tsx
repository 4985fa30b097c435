import type { MeResponse } from '@shared/accounts';
import { formatLagosDay } from '@shared/lagos-time';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The photographer's application as they sent it, with the reviewer's note if it was refused. */
export function ApplicationCard({ application }: { application: MeResponse['application'] }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Application</CardTitle>
        <CardDescription>
          {application ? `Sent on ${formatLagosDay(application.submittedAt, 'long')}` : 'No application yet.'}
        </CardDescription>
      </CardHeader>
      {application ? (
        <CardContent className="space-y-1 text-sm">
          <p className="font-semibold">{application.businessName}</p>
          {application.portfolioUrl ? (
            <p className="break-all text-muted">{application.portfolioUrl}</p>
          ) : null}
          {application.description ? <p className="whitespace-pre-line">{application.description}</p> : null}
          {application.rejectionReason ? (
            <p className="text-red-800">Reviewer's note: {application.rejectionReason}</p>
          ) : null}
        </CardContent>
      ) : null}
    </Card>
  );
}
