import { PageShell } from '@/components/layout/page-shell';
import { Card, CardContent } from '@/components/ui/card';
import { CreateAdminForm } from '@/features/admin/create-admin-form';

export default function AdminCreationPage() {
  return (
    <PageShell
      title="Admin Setup"
      description="Add another super admin. They can approve photographers, manage users and edit the site."
    >
      <Card className="max-w-2xl">
        <CardContent className="pt-6">
          <CreateAdminForm />
        </CardContent>
      </Card>
    </PageShell>
  );
}
