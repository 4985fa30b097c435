import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { overviewQuery } from './admin-queries';

/** Where each kind of setting lives: site content in the editor, server settings in its environment. */
/** `children`: settings cards other features own (composed by the admin page). */
export function SettingsTab({ children }: { children?: ReactNode }) {
  const { data } = useQuery(overviewQuery);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Site settings</CardTitle>
          <CardDescription>
            Site name, contact details, footer, hero, services, pricing and blog.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/admin/content">Open the content editor</Link>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Server settings</CardTitle>
          <CardDescription>
            Database, email, sign-in providers and secrets are set in the server's environment (see
            .env.example and the README), not here, so that a stolen admin session cannot change them.
          </CardDescription>
        </CardHeader>
        {data ? (
          <CardContent className="space-y-1 text-sm">
            <p>
              Database:{' '}
              {data.health.database.kind === 'pglite' ? 'embedded (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}
            </p>
            <p>
              Email: {data.health.email === 'smtp' ? 'SMTP (SMTP_URL)' : 'local outbox: set SMTP_URL to send'}
            </p>
          </CardContent>
        ) : null}
      </Card>
      {children}
    </div>
  );
}
