import { PageShell } from '@/components/layout/page-shell';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChangePasswordForm } from '@/features/accounts/change-password-form';
import { NameForm } from '@/features/accounts/name-form';
import { SessionsCard } from '@/features/accounts/sessions-card';
import { useAuth } from '@/features/accounts/use-auth';

export default function AccountPage() {
  const { viewer } = useAuth();
  if (!viewer) return null;
  return (
    <PageShell title="Account settings" description={`Signed in as ${viewer.email}.`}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Your name</CardTitle>
          </CardHeader>
          <CardContent>
            <NameForm viewer={viewer} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Password</CardTitle>
            <CardDescription>Changing it signs you out everywhere else.</CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
        <div className="lg:col-span-2">
          <SessionsCard />
        </div>
      </div>
    </PageShell>
  );
}
