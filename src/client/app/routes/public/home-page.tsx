import { CalendarCheck, FileSignature, Images, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const highlights = [
  {
    icon: CalendarCheck,
    title: 'Online booking',
    text: 'Clients pick a date and time that suits both of you.',
  },
  { icon: Receipt, title: 'Invoices in naira', text: 'Professional invoices with VAT, paid online.' },
  { icon: FileSignature, title: 'Contracts', text: 'Send contracts and collect e-signatures in minutes.' },
  {
    icon: Images,
    title: 'Client galleries',
    text: 'Deliver photos securely, with favourites and downloads.',
  },
];

export default function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <section className="bg-gradient-to-b from-gold-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <h1 className="font-display text-4xl font-bold text-ink sm:text-6xl">
            Capture moments. <span className="text-gold-700">Run your business.</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">
            Aworan is the all-in-one platform to book, manage and streamline photography services in Nigeria.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/scheduling">Book a Session</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/services">Explore Services</Link>
            </Button>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6" aria-labelledby="highlights-heading">
        <h2 id="highlights-heading" className="text-center font-display text-3xl font-bold">
          Everything in one place
        </h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <CardHeader>
                <Icon className="size-8 text-gold-600" aria-hidden />
                <CardTitle>{title}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm text-muted">{text}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
    </>
  );
}
