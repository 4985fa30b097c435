import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from './card';

/** One headline figure on a dashboard: a label, a gold icon, the figure and a short note. */
export function FigureCard({
  icon,
  label,
  value,
  note,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  note?: string | undefined;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
        <CardTitle className="text-sm font-medium text-muted">{label}</CardTitle>
        <span className="text-gold-700">{icon}</span>
      </CardHeader>
      <CardContent>
        <p
          className="font-display text-3xl font-bold"
          data-testid={`figure-${label.toLowerCase().replaceAll(' ', '-')}`}
        >
          {value}
        </p>
        {note ? <p className="mt-1 text-xs text-muted">{note}</p> : null}
      </CardContent>
    </Card>
  );
}
