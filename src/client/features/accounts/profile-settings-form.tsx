import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNTS_API,
  type PhotographerProfile,
  type PhotographerProfileInput,
  photographerProfileSchema,
} from '@shared/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { accountKeys } from './account-queries';

const FIELDS = ['businessName', 'slug', 'city', 'phone', 'bio'] as const;

/** The photographer's business details, shown on their public profile. */
export function ProfileSettingsForm({ profile }: { profile: PhotographerProfile }) {
  const queryClient = useQueryClient();
  const form = useForm<PhotographerProfileInput>({
    resolver: zodResolver(photographerProfileSchema),
    defaultValues: profile,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await api.put<{ profile: PhotographerProfile }>(ACCOUNTS_API.profile, values);
      queryClient.setQueryData(accountKeys.photographerProfile, saved);
      form.reset(saved.profile);
      toast.success('Your profile was saved.');
    } catch (error) {
      showError(error, {
        fallback: 'Your profile could not be saved. Please try again.',
        setError: form.setError,
        fields: FIELDS,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Profile settings">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="profile-business"
          label="Business name"
          error={errors.businessName}
          registration={form.register('businessName')}
        />
        <TextField
          id="profile-slug"
          label="Public address"
          optional
          hint="Your page: aworan.ng/photographers/your-address (lowercase letters, numbers, dashes)"
          error={errors.slug}
          registration={form.register('slug')}
        />
        <TextField
          id="profile-city"
          label="City"
          optional
          error={errors.city}
          registration={form.register('city')}
        />
        <TextField
          id="profile-phone"
          label="Phone"
          type="tel"
          optional
          autoComplete="tel"
          error={errors.phone}
          registration={form.register('phone')}
        />
      </div>
      <TextAreaField
        id="profile-bio"
        label="Bio"
        optional
        rows={5}
        error={errors.bio}
        registration={form.register('bio')}
      />
      <Button type="submit" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  );
}
