import type { MyPhotographer } from '@shared/clients';
import { Camera, ExternalLink, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyPhotographers } from './client-queries';
import { MySmsSetting } from './my-sms-setting';

const titleOf = (p: MyPhotographer) => p.businessName || p.name;

function ContactLinks({ photographer }: { photographer: MyPhotographer }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={`mailto:${photographer.email}`}>
          <Mail aria-hidden /> Email {photographer.name || 'them'}
        </a>
      </Button>
      {photographer.phone ? (
        <Button asChild variant="outline" size="sm">
          <a href={`tel:${photographer.phone}`}>
            <Phone aria-hidden /> Call
          </a>
        </Button>
      ) : null}
      {photographer.profileSlug ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`/photographers/${photographer.profileSlug}`}>
            <ExternalLink aria-hidden /> Profile
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The client's side on /dashboard: per photographer who keeps this person's email, what they
 * share (invoices, contracts, bookings, galleries; the cards fill in as those modules land).
 */
export function MyPhotographersSection() {
  const query = useMyPhotographers();
  if (query.isPending || query.isError || query.data.length === 0) return null;
  return (
    <section aria-labelledby="my-photographers" className="mt-10 space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-photographers" className="font-display text-2xl font-bold">
          Your photographers
        </h2>
        <Link to="/clients" className="text-sm font-semibold text-gold-700 hover:underline">
          See all your photographers
        </Link>
      </div>
      <MySmsSetting />
      {query.data.map((p) => (
        <Card key={p.photographerId}>
          <CardHeader>
            <CardTitle>{titleOf(p)}</CardTitle>
            <CardDescription>{p.businessName ? `${p.name} · ` : ''}your photographer</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {p.cards.map((card) => (
                <li key={card.key} className="rounded-lg border border-stone-200 p-4">
                  <p className="text-sm text-muted">{card.label}</p>
                  <p className="text-2xl font-bold">{card.count}</p>
                  {card.nextAction ? (
                    card.href ? (
                      <Link to={card.href} className="text-sm text-gold-800 hover:underline">
                        {card.nextAction}
                      </Link>
                    ) : (
                      <p className="text-sm text-gold-800">{card.nextAction}</p>
                    )
                  ) : (
                    <p className="text-sm text-muted">Nothing to do</p>
                  )}
                </li>
              ))}
            </ul>
            <ContactLinks photographer={p} />
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

/** /clients for a customer: their photographers, with ways to reach them. */
export function MyPhotographersList() {
  const query = useMyPhotographers();
  if (query.isPending) return <Skeleton className="h-40" aria-label="Loading your photographers" />;
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  if (query.data.length === 0) {
    return (
      <Card>
        <CardContent className="space-y-4 py-8 text-center">
          <Camera aria-hidden className="mx-auto size-8 text-gold-700" />
          <p className="text-muted">
            No photographer has added you as a client yet. When one does with the email address of this
            account, they appear here.
          </p>
          <Button asChild>
            <Link to="/photographers">Find a photographer</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {query.data.map((p) => (
        <li key={p.photographerId}>
          <Card>
            <CardHeader>
              <CardTitle>{titleOf(p)}</CardTitle>
              <CardDescription>{p.businessName ? p.name : p.email}</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactLinks photographer={p} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
