import { zodResolver } from '@hookform/resolvers/zod';
import { CONTENT_API, newsletterSubscribeSchema } from '@shared/content';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { HoneypotField } from '@/components/ui/public-form-fields';
import { useSubmitPublicForm } from '@/lib/use-submit-public-form';

export const NEWSLETTER_SUCCESS = 'Thanks for subscribing! Check your inbox to confirm your subscription.';

/** The blog's newsletter box: the address is stored and a confirmation email is sent. */
export function NewsletterForm() {
  const form = useForm({
    resolver: zodResolver(newsletterSubscribeSchema),
    defaultValues: { email: '', website: '' },
  });
  const { submit, pending } = useSubmitPublicForm(CONTENT_API.newsletter, form, NEWSLETTER_SUCCESS);
  const error = form.formState.errors.email;

  return (
    <form onSubmit={submit} noValidate className="relative mx-auto mt-6 max-w-md" aria-label="Newsletter">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex-1">
          <Label htmlFor="newsletter-email" className="sr-only">
            Email address
          </Label>
          <Input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'newsletter-email-error' : undefined}
            {...form.register('email')}
          />
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </div>
      <div className="mt-2 text-left">
        <FieldError id="newsletter-email-error">{error?.message}</FieldError>
      </div>
      <HoneypotField registration={form.register('website')} />
    </form>
  );
}
