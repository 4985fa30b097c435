import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/accounts/use-auth';
import { BlogEditor } from '@/features/content-admin/blog-editor';
import { FeaturedEditor } from '@/features/content-admin/featured-editor';
import { HeroEditor } from '@/features/content-admin/hero-editor';
import { Inbox } from '@/features/content-admin/inbox';
import { MediaLibrary } from '@/features/content-admin/media-library';
import { PricingEditor } from '@/features/content-admin/pricing-editor';
import { ServicesEditor } from '@/features/content-admin/services-editor';
import { SettingsEditor } from '@/features/content-admin/settings-editor';
import { siteContentQuery } from '@/lib/site-content-query';

const TABS = [
  { value: 'homepage', label: 'Homepage' },
  { value: 'services', label: 'Services' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'blog', label: 'Blog' },
  { value: 'media', label: 'Media Library' },
  { value: 'inbox', label: 'Inbox' },
  { value: 'settings', label: 'Settings' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function SiteDocumentEditors({ tab }: { tab: 'homepage' | 'settings' }) {
  const site = useQuery(siteContentQuery);
  if (site.isPending) return <Skeleton className="h-72" />;
  if (site.isError) {
    return (
      <p role="alert">
        The site content could not be loaded.{' '}
        <Button variant="link" onClick={() => void site.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  // Keyed by load time so the forms start from fresh data after a refetch.
  if (tab === 'settings') return <SettingsEditor key={site.dataUpdatedAt} settings={site.data.settings} />;
  return (
    <div className="space-y-6">
      <HeroEditor key={`hero-${site.dataUpdatedAt}`} hero={site.data.hero} />
      <FeaturedEditor key={`featured-${site.dataUpdatedAt}`} featured={site.data.featured} />
    </div>
  );
}

/** /admin/content: the super admin edits what visitors see (decision 023). */
export default function AdminContentPage() {
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.some((t) => t.value === requested) ? (requested as Tab) : 'homepage';

  // The route guard admits only super admins; this is the spec's own answer if anyone else gets here.
  if (auth.status === 'loading') return <Skeleton className="m-10 h-40" />;
  if (auth.viewer?.role !== 'super_admin') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-display text-2xl font-bold">Unauthorized</h1>
      </div>
    );
  }

  return (
    <PageShell
      title="Content Management"
      description="Edit what visitors see on the public site. Changes show immediately."
    >
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList aria-label="Content sections">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="homepage">
          {tab === 'homepage' ? <SiteDocumentEditors tab="homepage" /> : null}
        </TabsContent>
        <TabsContent value="services">{tab === 'services' ? <ServicesEditor /> : null}</TabsContent>
        <TabsContent value="pricing">{tab === 'pricing' ? <PricingEditor /> : null}</TabsContent>
        <TabsContent value="blog">{tab === 'blog' ? <BlogEditor /> : null}</TabsContent>
        <TabsContent value="media">{tab === 'media' ? <MediaLibrary /> : null}</TabsContent>
        <TabsContent value="inbox">{tab === 'inbox' ? <Inbox /> : null}</TabsContent>
        <TabsContent value="settings">
          {tab === 'settings' ? <SiteDocumentEditors tab="settings" /> : null}
        </TabsContent>
      </Tabs>
    </PageShell>
  );
}
