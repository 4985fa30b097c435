import { type FeaturedContent, featuredContentSchema } from '@shared/content';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { issuesToFields, showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveFeatured } from './admin-content-queries';
import { EditableList } from './editable-list';
import { ImageField } from './image-field';

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <details className="group rounded-lg border border-stone-200 open:bg-stone-50/50">
      <summary className="cursor-pointer px-4 py-3 font-semibold">
        {title}
        {count !== undefined ? <span className="ml-2 text-sm font-normal text-muted">({count})</span> : null}
      </summary>
      <div className="space-y-4 border-t border-stone-200 p-4">{children}</div>
    </details>
  );
}

/** What each part of the editor edits: the draft, a patch to it, and the errors by field path. */
interface PartProps {
  draft: FeaturedContent;
  set: (next: Partial<FeaturedContent>) => void;
  errors: Record<string, string>;
}

/** Featured content: testimonials, featured galleries and the about section, saved together. */
export function FeaturedEditor({ featured }: { featured: FeaturedContent }) {
  const [draft, setDraft] = useState(featured);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveFeatured();
  const set = (next: Partial<FeaturedContent>) => setDraft((d) => ({ ...d, ...next }));

  const onSave = async () => {
    const parsed = featuredContentSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(issuesToFields(parsed.error.issues));
      toast.error('Some featured content needs fixing.');
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      setDraft(saved.featured);
      toast.success('Featured content updated successfully!');
    } catch (err) {
      showError(err, { fallback: 'Could not save.', setFieldErrors: setErrors });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Featured content</CardTitle>
        <CardDescription>
          Testimonials, featured galleries and the about section of the home page.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <TestimonialsPart draft={draft} set={set} errors={errors} />
        <FeaturedGalleriesPart draft={draft} set={set} errors={errors} />
        <AboutPart draft={draft} set={set} errors={errors} />
        <Button type="button" onClick={() => void onSave()} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Featured Content'}
        </Button>
      </CardContent>
    </Card>
  );
}

function TestimonialsPart({ draft, set, errors }: PartProps) {
  return (
    <Section title="Testimonials" count={draft.testimonials.length}>
      <EditableList
        items={draft.testimonials}
        onItems={(testimonials) => set({ testimonials })}
        legend={(i) => `Testimonial ${i + 1}`}
        removeLabel="Remove testimonial"
        addLabel="Add testimonial"
        newItem={() => ({ name: '', role: '', quote: '' })}
        renderItem={(item, update, i) => (
          <>
            <TextField
              label="Name"
              value={item.name}
              error={errors[`testimonials.${i}.name`]}
              onChange={(e) => update({ name: e.target.value })}
            />
            <TextField
              label="Role or place"
              value={item.role}
              onChange={(e) => update({ role: e.target.value })}
            />
            <div className="md:col-span-2">
              <TextAreaField
                label="Quote"
                rows={3}
                value={item.quote}
                error={errors[`testimonials.${i}.quote`]}
                onChange={(e) => update({ quote: e.target.value })}
              />
            </div>
          </>
        )}
      />
    </Section>
  );
}

function FeaturedGalleriesPart({ draft, set, errors }: PartProps) {
  return (
    <Section title="Featured Galleries" count={draft.featuredGalleries.length}>
      <EditableList
        items={draft.featuredGalleries}
        onItems={(featuredGalleries) => set({ featuredGalleries })}
        legend={(i) => `Featured gallery ${i + 1}`}
        removeLabel="Remove gallery"
        addLabel="Add gallery"
        newItem={() => ({ title: '', photographer: '', imageUrl: '', link: '' })}
        renderItem={(item, update, i) => (
          <>
            <TextField
              label="Title"
              value={item.title}
              error={errors[`featuredGalleries.${i}.title`]}
              onChange={(e) => update({ title: e.target.value })}
            />
            <TextField
              label="Photographer"
              value={item.photographer}
              onChange={(e) => update({ photographer: e.target.value })}
            />
            <TextField
              label="Link"
              value={item.link}
              error={errors[`featuredGalleries.${i}.link`]}
              onChange={(e) => update({ link: e.target.value })}
            />
            <ImageField label="Image" value={item.imageUrl} onChange={(imageUrl) => update({ imageUrl })} />
          </>
        )}
      />
    </Section>
  );
}

function AboutPart({ draft, set, errors }: PartProps) {
  return (
    <Section title="About Section">
      <TextField
        label="About heading"
        value={draft.about.heading}
        error={errors['about.heading']}
        onChange={(e) => set({ about: { ...draft.about, heading: e.target.value } })}
      />
      <TextAreaField
        label="About text"
        rows={5}
        value={draft.about.body}
        onChange={(e) => set({ about: { ...draft.about, body: e.target.value } })}
      />
      <ImageField
        label="About image"
        value={draft.about.imageUrl}
        onChange={(imageUrl) => set({ about: { ...draft.about, imageUrl } })}
      />
    </Section>
  );
}
