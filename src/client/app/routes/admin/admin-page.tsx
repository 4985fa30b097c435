import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/accounts/use-auth';
import { ActivityTab } from '@/features/admin/activity-tab';
import { ADMIN_DENIED, Denied } from '@/features/admin/denied';
import { FailedJobsTab } from '@/features/admin/failed-jobs-tab';
import { OutboxTab } from '@/features/admin/outbox-tab';
import { OverviewTab } from '@/features/admin/overview-tab';
import { PhotographersTab } from '@/features/admin/photographers-tab';
import { SettingsTab } from '@/features/admin/settings-tab';
import { UsersTab } from '@/features/admin/users-tab';
import { ReportedConversationsTab } from '@/features/messages/reported-conversations-tab';
import { PlatformFeeCard } from '@/features/payments/platform-fee-form';
import { PlatformMoneyTab } from '@/features/payments/platform-money-tab';
import { PlatformReportTab } from '@/features/reports/platform-report';
import { ReviewModerationTab } from '@/features/reviews/moderation-tab';

export default function AdminPage() {
  const { viewer } = useAuth();
  const isAdmin = viewer?.role === 'super_admin';

  if (!isAdmin) {
    return (
      <PageShell title="Admin Dashboard">
        <Denied {...ADMIN_DENIED} />
      </PageShell>
    );
  }

  return (
    <PageShell
      title="Admin Dashboard"
      description="Approve photographers, look after accounts and keep an eye on the platform."
      actions={
        <Button asChild variant="outline">
          <Link to="/admin/content">Manage content</Link>
        </Button>
      }
    >
      <Tabs defaultValue="overview">
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="photographers">Photographers</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="payments">Payments</TabsTrigger>
          <TabsTrigger value="reports">Reports</TabsTrigger>
          <TabsTrigger value="content">Content</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
          <TabsTrigger value="outbox">Email log</TabsTrigger>
          <TabsTrigger value="jobs">Failed jobs</TabsTrigger>
          <TabsTrigger value="reported">Reported messages</TabsTrigger>
          <TabsTrigger value="reviews">Reviews</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="photographers">
          <PhotographersTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab currentUserId={viewer?.userId} />
        </TabsContent>
        <TabsContent value="payments">
          <PlatformMoneyTab />
        </TabsContent>
        <TabsContent value="reports">
          <PlatformReportTab />
        </TabsContent>
        <TabsContent value="content">
          <Card>
            <CardHeader>
              <CardTitle>Site content</CardTitle>
              <CardDescription>
                Edit the home page, services, pricing, blog and the site's details.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link to="/admin/content">Open the content editor</Link>
              </Button>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab>
            <PlatformFeeCard />
          </SettingsTab>
        </TabsContent>
        <TabsContent value="outbox">
          <OutboxTab />
        </TabsContent>
        <TabsContent value="jobs">
          <FailedJobsTab />
        </TabsContent>
        <TabsContent value="reported">
          <ReportedConversationsTab />
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewModerationTab />
        </TabsContent>
      </Tabs>
    </PageShell>
  );
}
