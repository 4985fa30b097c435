import { type GalleryInput, galleryInputSchema } from '@shared/galleries';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { showError } from '@/lib/form-errors';
import { useSaveGallery } from './galleries-queries';

type Values = { name: string; description: string; clientEmail: string };
type Field = keyof Values;
const FIELDS: Field[] = ['name', 'description', 'clientEmail'];

/** The spec's Create Gallery dialog (name, description, optional client email), also used to edit. */
export function GalleryFormDialog({
  open,
  onOpenChange,
  galleryId,
  initial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Set when editing. */
  galleryId?: string | undefined;
  initial: Values;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{galleryId ? 'Edit Gallery' : 'Create Gallery'}</DialogTitle>
          <DialogDescription>
            {galleryId
              ? 'Change the name, description or client.'
              : 'A gallery is private until you share it with your client.'}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <GalleryForm
            key={galleryId ?? 'new'}
            galleryId={galleryId}
            initial={initial}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function GalleryForm({
  galleryId,
  initial,
  onDone,
}: {
  galleryId?: string | undefined;
  initial: Values;
  onDone: () => void;
}) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveGallery();
  const set = (key: Field, value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const checked = galleryInputSchema.safeParse(values);
        if (!checked.success) {
          const next: Partial<Record<Field, string>> = {};
          for (const issue of checked.error.issues) {
            const key = issue.path[0] as Field;
            next[key] ??= issue.message;
          }
          setErrors(next);
          return;
        }
        setErrors({});
        save.mutate(
          { id: galleryId, input: checked.data as GalleryInput },
          {
            onSuccess: onDone,
            onError: (error) =>
              showError(error, {
                fallback: 'The gallery could not be saved.',
                fields: FIELDS,
                setFieldErrors: (placed) => setErrors(placed as Partial<Record<Field, string>>),
              }),
          },
        );
      }}
    >
      <TextField
        id="gallery-name"
        label="Name"
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <TextAreaField
        id="gallery-description"
        label="Description"
        optional
        rows={3}
        value={values.description}
        error={errors.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <TextField
        id="gallery-client-email"
        label="Client email"
        optional
        type="email"
        autoComplete="off"
        value={values.clientEmail}
        error={errors.clientEmail}
        hint="Your client sees the gallery once you share it, and gets the invitation by email."
        onChange={(e) => set('clientEmail', e.target.value)}
      />
      <DialogFooter>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : galleryId ? 'Save Changes' : 'Create Gallery'}
        </Button>
      </DialogFooter>
    </form>
  );
}
