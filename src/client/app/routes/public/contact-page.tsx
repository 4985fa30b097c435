import { PlannedPage } from '@/components/layout/planned-page';

export default function ContactPage() {
  return <PlannedPage title="Contact Us" description="Send us a message and we will get back to you." />;
}
