import { zodResolver } from '@hookform/resolvers/zod';
import { contactPhotographerSchema, MARKETPLACE_API } from '@shared/marketplace';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/public-form-fields';
import { useSubmitPublicForm } from '@/lib/use-submit-public-form';

export const CONTACT_PHOTOGRAPHER_SUCCESS = 'Message sent. The photographer will reply to you by email.';

/**
 * The message form on a profile: the server emails it to the photographer, who replies to the
 * visitor's address. The photographer's own address is never shown (decision 042).
 */
export function ContactPhotographerForm({ slug, businessName }: { slug: string; businessName: string }) {
  const form = useForm({
    resolver: zodResolver(contactPhotographerSchema),
    defaultValues: { name: '', email: '', phone: '', eventDate: '', message: '', website: '' },
  });
  const { submit, pending } = useSubmitPublicForm(
    MARKETPLACE_API.contact(slug),
    form,
    CONTACT_PHOTOGRAPHER_SUCCESS,
  );
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="relative space-y-4" aria-label={`Message ${businessName}`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="pc-name"
          label="Your name"
          required
          autoComplete="name"
          error={errors.name}
          registration={form.register('name')}
        />
        <TextField
          id="pc-email"
          label="Your email"
          type="email"
          required
          autoComplete="email"
          error={errors.email}
          registration={form.register('email')}
        />
        <TextField
          optional
          id="pc-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone}
          registration={form.register('phone')}
        />
        <TextField
          optional
          id="pc-date"
          label="Date of your event"
          type="date"
          error={errors.eventDate}
          registration={form.register('eventDate')}
        />
      </div>
      <TextAreaField
        id="pc-message"
        label="Message"
        required
        rows={5}
        error={errors.message}
        registration={form.register('message')}
      />
      <HoneypotField registration={form.register('website')} />
      <Button type="submit" disabled={pending}>
        <Send aria-hidden />
        {pending ? 'Sending…' : 'Send Message'}
      </Button>
      <p className="text-xs text-muted">
        Your message and email address go to {businessName} only, so they can reply to you.
      </p>
    </form>
  );
}
