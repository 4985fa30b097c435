import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORY_LABELS,
  type ListingDetailsInput,
  listingDetailsSchema,
  type MyListing,
  PHOTOGRAPHER_CATEGORIES,
} from '@shared/marketplace';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { FieldError } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { useSaveDetails } from './listing-mutations';

/** A profile address from a business name: "Ade's Studio & Co" → "ades-studio-co". */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

/** Business name, profile address, city, phone, bio and categories: what the directory shows. */
export function ListingDetailsForm({ listing }: { listing: MyListing }) {
  const form = useForm<ListingDetailsInput>({
    resolver: zodResolver(listingDetailsSchema),
    defaultValues: listing.details,
  });
  const save = useSaveDetails();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      (saved) => form.reset(saved.details),
      (error: Error) => {
        if (error instanceof ApiError && error.status === 409) {
          form.setError('slug', { type: 'server', message: error.message });
          return;
        }
        showError(error, {
          fallback: 'Your details could not be saved. Please try again.',
          setError: form.setError,
          fields: Object.keys(listing.details) as Array<keyof ListingDetailsInput>,
        });
      },
    ),
  );
  const suggestSlug = () => {
    if (!form.getValues('slug'))
      form.setValue('slug', slugify(form.getValues('businessName')), { shouldDirty: true });
  };
  const slug = form.watch('slug');

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Public details">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="listing-business"
          label="Business name"
          required
          autoComplete="organization"
          error={errors.businessName}
          registration={form.register('businessName', { onBlur: suggestSlug })}
        />
        <div>
          <TextField
            id="listing-slug"
            label="Profile address"
            required
            error={errors.slug}
            registration={form.register('slug')}
          />
          <p className="mt-1 text-xs break-all text-muted" data-testid="profile-address-preview">
            Your page: {listing.profileBaseUrl}
            <span className="font-semibold text-ink">{slug || 'your-address'}</span>
          </p>
        </div>
        <TextField
          optional
          id="listing-city"
          label="City"
          autoComplete="address-level2"
          error={errors.city}
          registration={form.register('city')}
        />
        <div>
          <TextField
            optional
            id="listing-phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={errors.phone}
            registration={form.register('phone')}
          />
          <label className="mt-2 flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" className="size-4 accent-gold-700" {...form.register('showPhone')} />
            Show my phone number on my public profile
          </label>
        </div>
      </div>
      <TextAreaField
        optional
        id="listing-bio"
        label="About you"
        rows={6}
        error={errors.bio}
        registration={form.register('bio')}
      />
      <fieldset aria-describedby={errors.categories ? 'listing-categories-error' : undefined}>
        <legend className="text-sm font-medium text-ink">Categories you offer</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {PHOTOGRAPHER_CATEGORIES.map((c) => (
            <label
              key={c}
              className="flex items-center gap-2 rounded-md border border-stone-200 px-3 py-2 text-sm text-ink has-[:checked]:border-gold-600 has-[:checked]:bg-gold-50"
            >
              <input
                type="checkbox"
                value={c}
                className="size-4 accent-gold-700"
                {...form.register('categories')}
              />
              {CATEGORY_LABELS[c]}
            </label>
          ))}
        </div>
        <FieldError id="listing-categories-error">{errors.categories?.message}</FieldError>
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        <Save aria-hidden />
        {save.isPending ? 'Saving…' : 'Save details'}
      </Button>
    </form>
  );
}
