import { Check, type LucideIcon, Quote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { CtaLink } from './page-hero';

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Icon cards in a responsive grid. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn(
        'grid gap-6 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card className="h-full">
            <CardContent className="pt-6">
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-gold-50">
                <Icon className="size-6 text-gold-700" aria-hidden />
              </span>
              <h3 className="mt-4 font-display text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-sm text-muted">{text}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** A list with gold check marks. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-stone-800">
          <Check className="mt-0.5 size-5 shrink-0 text-gold-700" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export interface StepItem {
  title: string;
  text: string;
}

/** Numbered steps of a flow ("how it works"). */
export function Steps({ items }: { items: readonly StepItem[] }) {
  return (
    <ol className={cn('grid gap-6 sm:grid-cols-2', items.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
      {items.map((step, index) => (
        <li key={step.title} className="rounded-xl border border-stone-200 bg-white p-6">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-gold-700 font-semibold text-white">
            {index + 1}
          </span>
          <h3 className="mt-4 font-display text-lg font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 text-sm text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export interface TestimonialItem {
  name: string;
  role: string;
  quote: string;
}

export function TestimonialCard({ testimonial }: { testimonial: TestimonialItem }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <Quote className="size-7 text-gold-600" aria-hidden />
      <blockquote className="mt-3 flex-1 text-stone-800">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-5">
        <p className="font-semibold text-ink">{testimonial.name}</p>
        {testimonial.role ? <p className="text-sm text-muted">{testimonial.role}</p> : null}
      </figcaption>
    </figure>
  );
}

export function TestimonialGrid({ items }: { items: readonly TestimonialItem[] }) {
  return (
    <div
      className={cn('grid gap-6', items.length > 1 && 'md:grid-cols-2', items.length > 2 && 'lg:grid-cols-3')}
    >
      {items.map((item) => (
        <TestimonialCard key={item.name + item.quote.slice(0, 20)} testimonial={item} />
      ))}
    </div>
  );
}

/** The closing call to action of a marketing page. */
export function CtaBand({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: ReactNode;
  primary: CtaLink;
  secondary?: CtaLink;
}) {
  return (
    <section aria-label={title} className="bg-gold-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 className="font-display text-3xl font-bold">{title}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-gold-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" className="bg-white text-gold-900 hover:bg-gold-50">
            <Link to={primary.to}>{primary.label}</Link>
          </Button>
          {secondary ? (
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-gold-200 bg-transparent text-white hover:bg-gold-800"
            >
              <Link to={secondary.to}>{secondary.label}</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
