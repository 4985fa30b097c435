import { zodResolver } from '@hookform/resolvers/zod';
import { type Hero, heroSchema } from '@shared/content';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveHero } from './admin-content-queries';
import { ImageField } from './image-field';

/** Homepage hero: Heading, Subheading, Button Text, Button Link (and an optional image). */
export function HeroEditor({ hero }: { hero: Hero }) {
  const save = useSaveHero();
  const form = useForm<Hero>({ resolver: zodResolver(heroSchema), defaultValues: hero });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved.hero);
      toast.success('Hero content updated successfully!');
    } catch (err) {
      showError(err, { fallback: 'Could not save the hero.', setError: form.setError });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Homepage hero</CardTitle>
        <CardDescription>The first thing visitors see on the home page.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 md:grid-cols-2" onSubmit={onSubmit} noValidate>
          <TextField label="Heading" error={errors.title?.message} {...form.register('title')} />
          <TextField label="Button Text" error={errors.ctaText?.message} {...form.register('ctaText')} />
          <div className="md:col-span-2">
            <TextAreaField
              label="Subheading"
              rows={3}
              error={errors.subtitle?.message}
              {...form.register('subtitle')}
            />
          </div>
          <TextField
            label="Button Link"
            hint="A page of this site such as /scheduling, or a full web address."
            error={errors.ctaLink?.message}
            {...form.register('ctaLink')}
          />
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field }) => (
              <ImageField
                label="Hero image"
                value={field.value}
                onChange={field.onChange}
                error={errors.imageUrl?.message}
              />
            )}
          />
          <div className="md:col-span-2">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Saving…' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
