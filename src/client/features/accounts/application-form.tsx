import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNTS_API,
  type PhotographerApplicationInput,
  type PhotographerApplicationView,
  photographerApplicationSchema,
} from '@shared/accounts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

/** The photographer's application for approval; a rejected one comes back prefilled. */
export function ApplicationForm({
  previous,
  onSubmitted,
}: {
  previous: PhotographerApplicationView | null;
  onSubmitted: () => Promise<void>;
}) {
  const form = useForm<PhotographerApplicationInput>({
    resolver: zodResolver(photographerApplicationSchema),
    defaultValues: {
      businessName: previous?.businessName ?? '',
      portfolioUrl: previous?.portfolioUrl ?? '',
      description: previous?.description ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await api.post(ACCOUNTS_API.application, values);
      toast.success('Your photographer application has been submitted successfully!');
      await onSubmitted();
    } catch (error) {
      showError(error, {
        fallback: 'Failed to submit application. Please try again.',
        setError: form.setError,
        fields: ['businessName', 'portfolioUrl', 'description'],
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Photographer application">
      <TextField
        id="application-business"
        label="Business name"
        autoComplete="organization"
        error={errors.businessName}
        registration={form.register('businessName')}
      />
      <TextField
        id="application-portfolio"
        label="Portfolio URL"
        type="url"
        optional
        placeholder="https://"
        error={errors.portfolioUrl}
        registration={form.register('portfolioUrl')}
      />
      <TextAreaField
        id="application-description"
        label="Services description"
        optional
        rows={5}
        hint="The sessions you offer, your style, where you work."
        error={errors.description}
        registration={form.register('description')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting…' : 'Submit application'}
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Cancel</Link>
        </Button>
      </div>
    </form>
  );
}
