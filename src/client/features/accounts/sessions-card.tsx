import { ACCOUNTS_API, type SessionView } from '@shared/accounts';
import { formatDateTime } from '@shared/lagos-time';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { accountKeys } from './account-queries';

/** A readable device name from a user agent, without a parsing library. */
function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return os ? `${browser} on ${os}` : browser;
}

export function SessionsCard() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: accountKeys.sessions,
    queryFn: () => api.get<{ sessions: SessionView[] }>(ACCOUNTS_API.sessions),
  });
  const others = sessions.data?.sessions.filter((s) => !s.current) ?? [];

  const run = async (key: string, action: () => Promise<unknown>, success: string) => {
    setBusy(key);
    try {
      await action();
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    } catch (error) {
      showError(error, { fallback: 'That did not work. Please try again.' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Active sessions</CardTitle>
        <CardDescription>
          Where your account is signed in. Sign out anywhere you do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.isPending ? <Skeleton className="h-24 w-full" /> : null}
        {sessions.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Your sessions could not be loaded.
          </p>
        ) : null}
        <ul className="divide-y divide-stone-100">
          {sessions.data?.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div>
                <p className="font-medium">
                  {deviceName(session.userAgent)}{' '}
                  {session.current ? <Badge variant="success">This device</Badge> : null}
                </p>
                <p className="text-muted">
                  Signed in {formatDateTime(session.createdAt)}
                  {session.ipAddress ? ` from ${session.ipAddress}` : ''}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy !== null}
                  onClick={() =>
                    void run(
                      session.id,
                      () => api.delete(ACCOUNTS_API.session(session.id)),
                      'That session was signed out.',
                    )
                  }
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button
          variant="outline"
          disabled={others.length === 0 || busy !== null}
          onClick={() =>
            void run(
              'others',
              () => api.post(ACCOUNTS_API.revokeOtherSessions),
              'Your other sessions were signed out.',
            )
          }
        >
          Sign out all other sessions
        </Button>
      </CardContent>
    </Card>
  );
}
