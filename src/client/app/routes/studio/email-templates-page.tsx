import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { AutomatedOpenings } from '@/features/clients/automated-openings';
import { EmailTemplatesManager } from '@/features/clients/email-templates-manager';

/** /clients/templates: the photographer's email templates, and their own openings of the automated emails. */
export default function EmailTemplatesPage() {
  return (
    <PageShell
      title="Email templates"
      description="Your messages with placeholders, filled with each client's details when you send them."
    >
      <div className="space-y-8">
        <Button asChild variant="outline">
          <Link to="/clients">
            <ArrowLeft aria-hidden /> All clients
          </Link>
        </Button>
        <EmailTemplatesManager />
        <AutomatedOpenings />
      </div>
    </PageShell>
  );
}
