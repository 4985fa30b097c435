import { type FeaturedContent, featuredContentSchema } from '@shared/content';
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { issuesToFields, showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveFeatured } from './admin-content-queries';
import { ImageField } from './image-field';
import { useListKeys } from './use-list-keys';

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
  const testimonialKeys = useListKeys(draft.testimonials.length);
  return (
    <Section title="Testimonials" count={draft.testimonials.length}>
      {draft.testimonials.map((item, i) => (
        <fieldset
          key={testimonialKeys.keys[i]}
          className="grid gap-3 rounded border border-stone-200 bg-white p-3 md:grid-cols-2"
        >
          <legend className="sr-only">Testimonial {i + 1}</legend>
          <TextField
            label="Name"
            value={item.name}
            error={errors[`testimonials.${i}.name`]}
            onChange={(e) =>
              set({ testimonials: draft.testimonials.with(i, { ...item, name: e.target.value }) })
            }
          />
          <TextField
            label="Role or place"
            value={item.role}
            onChange={(e) =>
              set({ testimonials: draft.testimonials.with(i, { ...item, role: e.target.value }) })
            }
          />
          <div className="md:col-span-2">
            <TextAreaField
              label="Quote"
              rows={3}
              value={item.quote}
              error={errors[`testimonials.${i}.quote`]}
              onChange={(e) =>
                set({ testimonials: draft.testimonials.with(i, { ...item, quote: e.target.value }) })
              }
            />
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => {
              testimonialKeys.remove(i);
              set({ testimonials: draft.testimonials.filter((_, j) => j !== i) });
            }}
          >
            <Trash2 aria-hidden /> Remove testimonial
          </Button>
        </fieldset>
      ))}
      <Button
        type="button"
        variant="outline"
        onClick={() => {
          testimonialKeys.add();
          set({ testimonials: [...draft.testimonials, { name: '', role: '', quote: '' }] });
        }}
      >
        <Plus aria-hidden /> Add testimonial
      </Button>
    </Section>
  );
}

function FeaturedGalleriesPart({ draft, set, errors }: PartProps) {
  const galleryKeys = useListKeys(draft.featuredGalleries.length);
  return (
    <Section title="Featured Galleries" count={draft.featuredGalleries.length}>
      {draft.featuredGalleries.map((item, i) => {
        const update = (patch: Partial<typeof item>) =>
          set({ featuredGalleries: draft.featuredGalleries.with(i, { ...item, ...patch }) });
        return (
          <fieldset
            key={galleryKeys.keys[i]}
            className="grid gap-3 rounded border border-stone-200 bg-white p-3 md:grid-cols-2"
          >
            <legend className="sr-only">Featured gallery {i + 1}</legend>
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
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={() => {
                galleryKeys.remove(i);
                set({ featuredGalleries: draft.featuredGalleries.filter((_, j) => j !== i) });
              }}
            >
              <Trash2 aria-hidden /> Remove gallery
            </Button>
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="outline"
        onClick={() => {
          galleryKeys.add();
          set({
            featuredGalleries: [
              ...draft.featuredGalleries,
              { title: '', photographer: '', imageUrl: '', link: '' },
            ],
          });
        }}
      >
        <Plus aria-hidden /> Add gallery
      </Button>
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
