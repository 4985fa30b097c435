import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A call-to-action link shown as a button. */
export interface CtaLink {
  to: string;
  label: string;
}

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The main call to action, and an optional second one beside it. */
  primary?: CtaLink;
  secondary?: CtaLink;
  className?: string;
  children?: ReactNode;
}

/** The opening band of a marketing page: the page's only h1, a lead sentence and its calls to action. */
export function PageHero({ eyebrow, title, lead, primary, secondary, className, children }: PageHeroProps) {
  return (
    <section className={cn('bg-gradient-to-b from-gold-50 to-white', className)}>
      <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 sm:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 font-display text-4xl font-bold text-ink sm:text-5xl">{title}</h1>
        {lead ? <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">{lead}</p> : null}
        {primary ? (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to={primary.to}>{primary.label}</Link>
            </Button>
            {secondary ? (
              <Button asChild size="lg" variant="outline">
                <Link to={secondary.to}>{secondary.label}</Link>
              </Button>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}

interface SectionProps {
  id?: string;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Tinted background, to separate consecutive sections. */
  tinted?: boolean;
}

/** A page section with an h2 that also names the region for screen readers. */
export function Section({ id, title, lead, children, className, tinted }: SectionProps) {
  const headingId = `${id ?? 'section'}-heading`;
  return (
    <section aria-labelledby={headingId} className={cn(tinted && 'bg-surface')}>
      <div className={cn('mx-auto max-w-6xl px-4 py-16 sm:px-6', className)}>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="font-display text-3xl font-bold text-ink">
            {title}
          </h2>
          {lead ? <p className="mt-3 text-muted">{lead}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
