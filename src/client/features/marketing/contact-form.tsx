import { zodResolver } from '@hookform/resolvers/zod';
import { CONTENT_API, contactMessageSchema } from '@shared/content';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { emptyToUndefined, HoneypotField, SelectField } from '@/components/ui/public-form-fields';
import { useSubmitPublicForm } from '@/lib/use-submit-public-form';
import { isContactSubject, subjectOptions } from './form-options';

export const CONTACT_SUCCESS = "Message sent successfully! We'll be in touch soon.";

/** The /contact message form. `?subject=billing` preselects a subject (used by other pages' links). */
export function ContactForm() {
  const [params] = useSearchParams();
  const presetSubject = params.get('subject');
  const form = useForm({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      subject: isContactSubject(presetSubject) ? presetSubject : undefined,
      message: '',
      website: '',
    },
  });
  const { submit, pending } = useSubmitPublicForm(CONTENT_API.contact, form, CONTACT_SUCCESS);
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate className="relative space-y-5" aria-label="Send us a message">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label="Name"
          required
          autoComplete="name"
          error={errors.name}
          registration={form.register('name')}
        />
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email}
          registration={form.register('email')}
        />
        <TextField
          optional
          id="contact-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone}
          registration={form.register('phone')}
        />
        <SelectField
          id="contact-subject"
          label="Subject"
          placeholder="Choose a subject"
          options={subjectOptions}
          error={errors.subject}
          registration={form.register('subject', { setValueAs: emptyToUndefined })}
        />
      </div>
      <TextAreaField
        id="contact-message"
        label="Message"
        required
        rows={6}
        error={errors.message}
        registration={form.register('message')}
      />
      <HoneypotField registration={form.register('website')} />
      <Button type="submit" size="lg" disabled={pending}>
        <Send aria-hidden />
        {pending ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
