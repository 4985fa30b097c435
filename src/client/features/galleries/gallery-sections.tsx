import type { GallerySection } from '@shared/galleries';
import { SECTION_MESSAGES, sectionInputSchema } from '@shared/gallery-sections';
import { ArrowDown, ArrowUp, Check, FolderPlus, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useConfirm } from '@/components/ui/use-confirm';
import { errorMessage } from '@/lib/form-errors';
import { useSectionActions } from './gallery-sections-queries';

/** Checks a section name as the server does; answers the message, or undefined when fine. */
function nameProblem(name: string): string | undefined {
  const checked = sectionInputSchema.safeParse({ name });
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

function SectionRow({
  galleryId,
  section,
  count,
  index,
  order,
}: {
  galleryId: string;
  section: GallerySection;
  count: number;
  index: number;
  order: string[];
}) {
  const actions = useSectionActions(galleryId);
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(section.name);
  const [error, setError] = useState<string>();
  const swap = (to: number) => {
    const next = [...order];
    [next[index], next[to]] = [next[to]!, next[index]!];
    actions.reorder.mutate(next);
  };
  const save = () => {
    const problem = nameProblem(name);
    if (problem) {
      setError(problem);
      return;
    }
    actions.rename.mutate(
      { id: section.id, name },
      {
        onSuccess: () => {
          setEditing(false);
          setError(undefined);
        },
        onError: (err) => setError(errorMessage(err, 'The section could not be renamed.')),
      },
    );
  };
  const busy = actions.reorder.isPending;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="section-row">
      {editing ? (
        <RenameForm
          section={section}
          name={name}
          onName={setName}
          error={error}
          pending={actions.rename.isPending}
          onSave={save}
          onCancel={() => {
            setEditing(false);
            setName(section.name);
            setError(undefined);
          }}
        />
      ) : (
        <span className="min-w-0 flex-1 truncate text-sm">
          <span className="font-medium text-ink">{section.name}</span>{' '}
          <span className="text-stone-600">
            · {count} {count === 1 ? 'photo' : 'photos'}
          </span>
        </span>
      )}
      {editing ? null : (
        <SectionButtons
          section={section}
          first={index === 0}
          last={index === order.length - 1}
          busy={busy}
          removing={actions.remove.isPending}
          onMove={(step) => swap(index + step)}
          onRename={() => setEditing(true)}
          onDelete={async () => {
            const ok = await confirm({
              title: 'Delete section',
              question: SECTION_MESSAGES.confirmDelete(section.name),
              confirmLabel: 'Delete section',
              destructive: true,
            });
            if (ok) actions.remove.mutate(section.id);
          }}
        />
      )}
    </li>
  );
}

/** A section's new name, checked as the server checks it, with Save and Cancel. */
function RenameForm({
  section,
  name,
  onName,
  error,
  pending,
  onSave,
  onCancel,
}: {
  section: GallerySection;
  name: string;
  onName: (name: string) => void;
  error: string | undefined;
  pending: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <form
      noValidate
      className="flex min-w-0 flex-1 flex-wrap items-start gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <div className="min-w-48 flex-1">
        <Label htmlFor={`section-name-${section.id}`} className="sr-only">
          New name for {section.name}
        </Label>
        <Input
          id={`section-name-${section.id}`}
          value={name}
          maxLength={80}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `section-name-${section.id}-error` : undefined}
          onChange={(e) => onName(e.target.value)}
        />
        {error ? <FieldError id={`section-name-${section.id}-error`}>{error}</FieldError> : null}
      </div>
      <Button type="submit" size="sm" disabled={pending}>
        <Check aria-hidden /> Save
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}

/** Move up, move down, rename and delete a section. */
function SectionButtons({
  section,
  first,
  last,
  busy,
  removing,
  onMove,
  onRename,
  onDelete,
}: {
  section: GallerySection;
  first: boolean;
  last: boolean;
  /** A reorder is on its way: moves wait for it. */
  busy: boolean;
  removing: boolean;
  onMove: (step: -1 | 1) => void;
  onRename: () => void;
  onDelete: () => Promise<void>;
}) {
  return (
    <span className="flex items-center gap-1">
      <Button
        type="button"
        size="icon"
        variant="ghost"
        disabled={busy || first}
        onClick={() => onMove(-1)}
        aria-label={`Move ${section.name} up`}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        disabled={busy || last}
        onClick={() => onMove(1)}
        aria-label={`Move ${section.name} down`}
      >
        <ArrowDown aria-hidden />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        onClick={onRename}
        aria-label={`Rename ${section.name}`}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        disabled={removing}
        aria-label={`Delete ${section.name}`}
        onClick={() => void onDelete()}
      >
        <Trash2 aria-hidden className="text-red-700" />
      </Button>
    </span>
  );
}

/**
 * The photographer's sections of one gallery (decision 167): add, rename, reorder, delete.
 * Photos are moved into them from the photo grid below.
 */
export function SectionsPanel({
  galleryId,
  sections,
  counts,
}: {
  galleryId: string;
  sections: GallerySection[];
  /** Photos per section id. */
  counts: Map<string | null, number>;
}) {
  const actions = useSectionActions(galleryId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const order = sections.map((s) => s.id);
  return (
    <section
      aria-labelledby="sections-heading"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div>
        <h3 id="sections-heading" className="font-semibold text-ink">
          Sections
        </h3>
        <p className="text-sm text-muted">
          Group the photos into parts of the day (Getting ready, Ceremony, Reception…). Your client sees them
          as headings with links to jump to each.
        </p>
      </div>
      {sections.length ? (
        <ol className="divide-y divide-stone-100" aria-label="Sections in order">
          {sections.map((section, i) => (
            <SectionRow
              key={section.id}
              galleryId={galleryId}
              section={section}
              count={counts.get(section.id) ?? 0}
              index={i}
              order={order}
            />
          ))}
        </ol>
      ) : null}
      <form
        noValidate
        className="flex flex-wrap items-start gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const problem = nameProblem(name);
          if (problem) {
            setError(problem);
            return;
          }
          actions.create.mutate(name, {
            onSuccess: () => {
              setName('');
              setError(undefined);
            },
            onError: (err) => setError(errorMessage(err, 'The section could not be added.')),
          });
        }}
      >
        <div className="min-w-48 flex-1">
          <Label htmlFor="new-section" className="sr-only">
            New section name
          </Label>
          <Input
            id="new-section"
            placeholder="New section, e.g. Ceremony"
            value={name}
            maxLength={80}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'new-section-error' : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {error ? <FieldError id="new-section-error">{error}</FieldError> : null}
        </div>
        <Button type="submit" variant="outline" disabled={actions.create.isPending}>
          <FolderPlus aria-hidden /> Add section
        </Button>
      </form>
    </section>
  );
}

/**
 * The bar shown while photos are selected: move them into a section, or out of every one.
 * A move unticks only the photos it moved: the toast shows before the list has refetched, and
 * a photo ticked in between stays ticked.
 */
export function MoveBar({
  galleryId,
  sections,
  selected,
  onMoved,
  onClear,
}: {
  galleryId: string;
  sections: GallerySection[];
  selected: string[];
  onMoved: (photoIds: string[]) => void;
  onClear: () => void;
}) {
  const actions = useSectionActions(galleryId);
  const [target, setTarget] = useState<string>(sections[0]?.id ?? '');
  return (
    <div
      role="toolbar"
      aria-label="Selected photos"
      className="sticky bottom-3 z-10 flex flex-wrap items-center gap-2 rounded-xl border border-gold-600/40 bg-white p-3 shadow-lg"
    >
      <span className="text-sm font-medium text-ink" data-testid="selected-count">
        {selected.length} selected
      </span>
      <Label htmlFor="move-target" className="text-sm">
        Move to
      </Label>
      <NativeSelect
        id="move-target"
        className="h-9 w-auto px-2"
        value={target}
        onChange={(e) => setTarget(e.target.value)}
      >
        {sections.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
        <option value="">No section</option>
      </NativeSelect>
      <Button
        type="button"
        size="sm"
        disabled={actions.move.isPending}
        onClick={() => {
          const photoIds = selected;
          actions.move.mutate(
            { photoIds, sectionId: target || null },
            { onSuccess: () => onMoved(photoIds) },
          );
        }}
      >
        Move
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onClear}>
        <X aria-hidden /> Clear selection
      </Button>
    </div>
  );
}
