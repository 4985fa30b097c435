import { zodResolver } from '@hookform/resolvers/zod';
import { CONTENT_API, demoRequestSchema } from '@shared/content';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { emptyToUndefined, HoneypotField, SelectField } from '@/components/ui/public-form-fields';
import { useSubmitPublicForm } from '@/lib/use-submit-public-form';
import { interestOptions, roleOptions } from './form-options';

export const DEMO_SUCCESS = 'Demo request submitted! Our team will contact you shortly.';

export function DemoRequestForm() {
  const form = useForm({
    resolver: zodResolver(demoRequestSchema),
    defaultValues: { name: '', email: '', phone: '', company: '', message: '', website: '' },
  });
  const { submit, pending } = useSubmitPublicForm(CONTENT_API.demo, form, DEMO_SUCCESS);
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate className="relative space-y-5" aria-label="Request a demo">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="demo-name"
          label="Name"
          required
          autoComplete="name"
          error={errors.name}
          registration={form.register('name')}
        />
        <TextField
          id="demo-email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email}
          registration={form.register('email')}
        />
        <TextField
          optional
          id="demo-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone}
          registration={form.register('phone')}
        />
        <TextField
          optional
          id="demo-company"
          label="Company or studio"
          autoComplete="organization"
          error={errors.company}
          registration={form.register('company')}
        />
        <SelectField
          id="demo-role"
          label="Your role"
          placeholder="Choose your role"
          options={roleOptions}
          error={errors.role}
          registration={form.register('role', { setValueAs: emptyToUndefined })}
        />
        <SelectField
          id="demo-interest"
          label="Most interested in"
          placeholder="Choose a feature"
          options={interestOptions}
          error={errors.interest}
          registration={form.register('interest', { setValueAs: emptyToUndefined })}
        />
      </div>
      <TextAreaField
        optional
        id="demo-message"
        label="Anything we should know?"
        rows={4}
        error={errors.message}
        registration={form.register('message')}
      />
      <HoneypotField registration={form.register('website')} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
        {pending ? 'Submitting…' : 'Request Demo'}
      </Button>
    </form>
  );
}
