import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/components/layout/page-shell';
import { Card, CardContent } from '@/components/ui/card';

/** The frame of the sign-in screens: a centred card with the page's one heading. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          <h1 className="font-display text-3xl font-bold text-ink">{title}</h1>
          {description ? <p className="mt-2 text-muted">{description}</p> : null}
        </div>
        <Card>
          <CardContent className="space-y-5 pt-6">{children}</CardContent>
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
      </div>
    </div>
  );
}
