import { zodResolver } from '@hookform/resolvers/zod';
import { type SiteSettings, siteSettingsSchema } from '@shared/content';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveSettings } from './admin-content-queries';

/** Site settings: used by the navbar, footer, contact page, page titles and every email. */
export function SettingsEditor({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings();
  const form = useForm<SiteSettings>({ resolver: zodResolver(siteSettingsSchema), defaultValues: settings });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved.settings);
      toast.success('Settings saved successfully!');
    } catch (err) {
      showError(err, { fallback: 'Could not save the settings.', setError: form.setError });
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Settings</CardTitle>
        <CardDescription>
          Shown in the navbar, footer, contact page and emails. Contact emails arrive at the contact email.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 md:grid-cols-2" onSubmit={onSubmit} noValidate>
          <TextField label="Site name" error={errors.siteName?.message} {...form.register('siteName')} />
          <TextField label="Tagline" error={errors.tagline?.message} {...form.register('tagline')} />
          <TextField
            label="Contact email"
            type="email"
            error={errors.contactEmail?.message}
            {...form.register('contactEmail')}
          />
          <TextField
            label="Contact phone"
            type="tel"
            error={errors.contactPhone?.message}
            {...form.register('contactPhone')}
          />
          <div className="md:col-span-2">
            <TextAreaField
              label="Footer text"
              rows={2}
              error={errors.footerText?.message}
              {...form.register('footerText')}
            />
          </div>
          <TextField
            label="Office address"
            error={errors.officeAddress?.message}
            {...form.register('officeAddress')}
          />
          <TextField
            label="Office hours"
            error={errors.officeHours?.message}
            {...form.register('officeHours')}
          />
          <TextField
            label="Office coordinates"
            error={errors.officeCoordinates?.message}
            {...form.register('officeCoordinates')}
          />
          <div className="md:col-span-2">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Saving…' : 'Save Settings'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
