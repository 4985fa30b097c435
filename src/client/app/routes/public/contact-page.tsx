import { Clock, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import { PageHero } from '@/components/marketing/page-hero';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ContactForm } from '@/features/marketing/contact-form';
import { usePageMeta } from '@/features/seo/use-page-meta';
import { useSiteContent } from '@/lib/site-content-query';

export default function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description: 'Questions about bookings, billing or partnerships? Send the Aworan team a message.',
  });
  const { data } = useSiteContent();
  const settings = data?.settings;

  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in touch"
        lead="Questions about a booking, your account or working with us? Send a message and our team will reply within one working day."
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardContent className="pt-6">
            <h2 className="font-display text-2xl font-semibold text-ink">Send us a message</h2>
            <p className="mt-1 mb-6 text-sm text-muted">Fields marked * are required.</p>
            <ContactForm />
          </CardContent>
        </Card>
        <div className="space-y-6">
          <Card>
            <CardContent className="space-y-4 pt-6">
              <h2 className="font-display text-xl font-semibold text-ink">Contact details</h2>
              {settings ? (
                <ul className="space-y-3 text-sm">
                  <li className="flex gap-3">
                    <Mail className="size-5 shrink-0 text-gold-700" aria-hidden />
                    <a href={`mailto:${settings.contactEmail}`} className="text-gold-700 hover:underline">
                      {settings.contactEmail}
                    </a>
                  </li>
                  {settings.contactPhone ? (
                    <li className="flex gap-3">
                      <Phone className="size-5 shrink-0 text-gold-700" aria-hidden />
                      <a
                        href={`tel:${settings.contactPhone.replace(/\s/g, '')}`}
                        className="text-gold-700 hover:underline"
                      >
                        {settings.contactPhone}
                      </a>
                    </li>
                  ) : null}
                </ul>
              ) : (
                <Skeleton className="h-12 w-full" />
              )}
            </CardContent>
          </Card>
          <Card className="overflow-hidden">
            <div
              className="flex h-36 items-center justify-center bg-[radial-gradient(circle_at_30%_40%,var(--color-gold-100),var(--color-gold-300))]"
              aria-hidden
            >
              <MapPin className="size-10 text-gold-800" />
            </div>
            <CardContent className="space-y-3 pt-6 text-sm">
              <h2 className="font-display text-xl font-semibold text-ink">Our office</h2>
              {settings ? (
                <dl className="space-y-3">
                  <div className="flex gap-3">
                    <dt>
                      <MapPin className="size-5 text-gold-700" aria-hidden />
                      <span className="sr-only">Address</span>
                    </dt>
                    <dd className="text-stone-800">{settings.officeAddress}</dd>
                  </div>
                  <div className="flex gap-3">
                    <dt>
                      <Clock className="size-5 text-gold-700" aria-hidden />
                      <span className="sr-only">Office hours</span>
                    </dt>
                    <dd className="text-stone-800">{settings.officeHours}</dd>
                  </div>
                  {settings.officeCoordinates ? (
                    <div className="flex gap-3">
                      <dt>
                        <Navigation className="size-5 text-gold-700" aria-hidden />
                        <span className="sr-only">Coordinates</span>
                      </dt>
                      <dd className="text-stone-800">{settings.officeCoordinates}</dd>
                    </div>
                  ) : null}
                </dl>
              ) : (
                <Skeleton className="h-20 w-full" />
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
