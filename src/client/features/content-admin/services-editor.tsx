import type { Service } from '@shared/content';
import { MAX_SERVICE_PRICE_KOBO, type ServiceRecord, serviceInputSchema } from '@shared/content-admin';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { MoneyField } from '@/components/ui/money-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useConfirm } from '@/components/ui/use-confirm';
import { issuesToFields, showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAdminServices, useDeleteService, useSaveServices } from './admin-content-queries';
import { ServiceDetailsDialog } from './service-details-dialog';

type DraftService = Service & { id?: string | undefined; key: string };

const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

function toDraft(s: ServiceRecord): DraftService {
  return { ...s, key: s.id };
}

/** A new, empty service at the end of the list. */
const newDraft = (list: DraftService[]): DraftService => ({
  key: crypto.randomUUID(),
  slug: '',
  title: '',
  description: '',
  startingPriceKobo: Number.NaN, // an empty field until a price is typed
  heroImage: '',
  content: '',
  features: [],
  packages: [],
  sortOrder: Math.max(0, ...list.map((d) => d.sortOrder)) + 1,
});

/** Services: name, description and starting price of each; Add New Service; Save All Services. */
export function ServicesEditor() {
  const query = useAdminServices();
  if (query.isPending) return <Skeleton className="h-64" />;
  if (query.isError) {
    return (
      <p role="alert">
        Services could not be loaded.{' '}
        <Button variant="link" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  return <ServicesForm key={query.dataUpdatedAt} services={query.data} />;
}

function ServicesForm({ services }: { services: ServiceRecord[] }) {
  const [drafts, setDrafts] = useState<DraftService[]>(services.map(toDraft));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<string>();
  const save = useSaveServices();
  const remove = useDeleteService();
  const confirm = useConfirm();
  const update = (key: string, patch: Partial<DraftService>) =>
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  const addService = () => setDrafts((list) => [...list, newDraft(list)]);

  const onSave = async () => {
    const payload = drafts.map(({ key: _key, ...d }) => ({ ...d, slug: d.slug || slugify(d.title) }));
    const fieldErrors: Record<string, string> = {};
    payload.forEach((service, i) => {
      // The save's own schema, so an emptied or bad price is refused here as on the server.
      const parsed = serviceInputSchema.safeParse(service);
      if (!parsed.success) {
        for (const [path, message] of Object.entries(issuesToFields(parsed.error.issues))) {
          fieldErrors[`${drafts[i]!.key}.${path}`] = message;
        }
      }
    });
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) {
      toast.error('Some services need fixing before they can be saved.');
      return;
    }
    try {
      await save.mutateAsync(payload);
      toast.success('Services updated successfully!');
    } catch (err) {
      // The server answers 'services.2.title'; the fields here are keyed by each draft's key.
      showError(err, {
        fallback: 'Could not save the services.',
        setFieldErrors: (fields) =>
          setErrors(
            Object.fromEntries(
              Object.entries(fields).map(([path, message]) => {
                const [, index, ...rest] = path.split('.');
                const draft = drafts[Number(index)];
                return [draft ? `${draft.key}.${rest.join('.')}` : path, message];
              }),
            ),
          ),
      });
    }
  };

  const onDelete = async (draft: DraftService) => {
    if (!draft.id) {
      setDrafts((list) => list.filter((d) => d.key !== draft.key));
      return;
    }
    const ok = await confirm({
      title: 'Delete service',
      question: `Delete the service "${draft.title}"? Its page will disappear from the site.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(draft.id, {
      onSuccess: () => toast.success('Service deleted'),
      onError: (e) => showError(e, { fallback: 'The service could not be deleted.' }),
    });
  };

  const editingDraft = drafts.find((d) => d.key === editing);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Services</CardTitle>
        <CardDescription>
          What visitors see on /services and each service page. Prices are starting prices in naira.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {drafts.map((d) => (
          <ServiceFieldset
            key={d.key}
            draft={d}
            errors={errors}
            onChange={(patch) => update(d.key, patch)}
            onDetails={() => setEditing(d.key)}
            onDelete={() => void onDelete(d)}
          />
        ))}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={addService}>
            <Plus aria-hidden /> Add New Service
          </Button>
          <Button type="button" onClick={() => void onSave()} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save All Services'}
          </Button>
        </div>
        {editingDraft ? (
          <ServiceDetailsDialog
            service={editingDraft}
            onClose={() => setEditing(undefined)}
            onChange={(patch) => update(editingDraft.key, patch)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** One service's row: name, starting price, description, and its page details and delete. */
function ServiceFieldset({
  draft: d,
  errors,
  onChange,
  onDetails,
  onDelete,
}: {
  draft: DraftService;
  errors: Record<string, string>;
  onChange: (patch: Partial<DraftService>) => void;
  onDetails: () => void;
  onDelete: () => void;
}) {
  return (
    <fieldset className="grid gap-3 rounded-lg border border-stone-200 p-4 md:grid-cols-[2fr_1fr]">
      <legend className="px-1 text-sm font-semibold">{d.title || 'New service'}</legend>
      <TextField
        label="Service name"
        value={d.title}
        error={errors[`${d.key}.title`]}
        onChange={(e) => onChange({ title: e.target.value })}
      />
      <MoneyField
        label="Starting price"
        valueKobo={d.startingPriceKobo}
        maxKobo={MAX_SERVICE_PRICE_KOBO}
        error={errors[`${d.key}.startingPriceKobo`]}
        // NaN while the text is not a price: the check on save then refuses it.
        onChange={(kobo) => onChange({ startingPriceKobo: kobo ?? Number.NaN })}
      />
      <div className="md:col-span-2">
        <TextAreaField
          label="Description"
          rows={2}
          value={d.description}
          error={errors[`${d.key}.description`]}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </div>
      {errors[`${d.key}.slug`] || Object.keys(errors).some((k) => k.startsWith(`${d.key}.packages`)) ? (
        <p role="alert" className="text-sm text-red-700 md:col-span-2">
          {errors[`${d.key}.slug`] ?? 'A package of this service needs fixing: open Page details.'}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 md:col-span-2">
        <Button type="button" variant="outline" size="sm" onClick={onDetails}>
          Page details
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden /> Delete
        </Button>
        <span className="self-center text-xs text-muted">/services/{d.slug || slugify(d.title) || '…'}</span>
      </div>
    </fieldset>
  );
}
