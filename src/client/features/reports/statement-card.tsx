import { formatDate, lagosDate, monthStart, quarterOf, quarterRange } from '@shared/lagos-time';
import { REPORTS_API } from '@shared/reports';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** This quarter and the seven before it, newest first (2026-Q4, 2026-Q3…). */
function recentQuarters(today = lagosDate()): string[] {
  const quarters: string[] = [];
  for (let back = 0; quarters.length < 8; back += 3)
    quarters.push(quarterOf(monthStart(today, -back).slice(0, 7)));
  return quarters;
}

/** The quarterly statement PDF: income, refunds, fees, VAT by month and the invoices issued. */
export function StatementCard() {
  const quarters = recentQuarters();
  const [quarter, setQuarter] = useState(quarters[1] ?? quarters[0]!);
  const range = quarterRange(quarter);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quarterly statement</CardTitle>
        <CardDescription>
          A PDF of a quarter for your records or your accountant: money received and refunded, fees, VAT by
          month and every invoice issued.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <div className="w-full space-y-1.5 sm:w-56">
          <Label htmlFor="statement-quarter">Quarter</Label>
          <NativeSelect id="statement-quarter" value={quarter} onChange={(e) => setQuarter(e.target.value)}>
            {quarters.map((q) => (
              <option key={q} value={q}>
                {q.replace('-', ' ')}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button asChild>
          <a href={`${REPORTS_API.statement}?${new URLSearchParams({ quarter })}`} download>
            <FileDown aria-hidden /> Download statement
          </a>
        </Button>
        <p className="w-full text-xs text-muted">
          {formatDate(range.from)} to {formatDate(range.to)}, Lagos time.
        </p>
      </CardContent>
    </Card>
  );
}
