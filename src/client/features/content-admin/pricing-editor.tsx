import { type FaqItem, faqItemSchema, type PricingTier, pricingTierSchema } from '@shared/content';
import type { PricingTierRecord } from '@shared/content-admin';
import { formatNaira } from '@shared/money';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { MoneyField } from '@/components/ui/money-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useConfirm } from '@/components/ui/use-confirm';
import { linesToList } from '@/features/content-admin/form-helpers';
import { issuesToFields, showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAdminPricing, useDeleteTier, useSaveFaq, useSaveTier } from './admin-content-queries';
import { EditableList } from './editable-list';

const newTier = (sortOrder: number): PricingTier => ({
  name: '',
  priceKobo: 0,
  description: '',
  features: [],
  mostPopular: false,
  buttonText: 'Book Now',
  buttonLink: '/book',
  sortOrder,
});

function TierDialog({
  tier,
  id,
  onClose,
}: {
  tier: PricingTier;
  id?: string | undefined;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(tier);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTier();
  const set = (patch: Partial<PricingTier>) => setDraft((d) => ({ ...d, ...patch }));
  const onSave = async () => {
    const parsed = pricingTierSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(issuesToFields(parsed.error.issues));
      return;
    }
    try {
      await save.mutateAsync({ id, tier: parsed.data });
      toast.success(id ? 'Package updated successfully!' : 'Package added successfully!');
      onClose();
    } catch (err) {
      showError(err, { fallback: 'Could not save the package.', setFieldErrors: setErrors });
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{id ? `Edit ${tier.name}` : 'Add New Package'}</DialogTitle>
          <DialogDescription>
            Shown on the pricing page. Leave the price empty for a package without one (Custom).
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Package name"
            value={draft.name}
            error={errors.name}
            onChange={(e) => set({ name: e.target.value })}
          />
          <MoneyField
            label="Price per session"
            optional
            valueKobo={draft.priceKobo}
            error={errors.priceKobo}
            onChange={(priceKobo) => set({ priceKobo })}
          />
          <div className="md:col-span-2">
            <TextAreaField
              label="Description"
              rows={2}
              value={draft.description}
              onChange={(e) => set({ description: e.target.value })}
            />
          </div>
          <div className="md:col-span-2">
            <TextAreaField
              label="Features (one per line)"
              rows={4}
              defaultValue={draft.features.join('\n')}
              onChange={(e) => set({ features: linesToList(e.target.value) })}
            />
          </div>
          <TextField
            label="Button text"
            value={draft.buttonText}
            error={errors.buttonText}
            onChange={(e) => set({ buttonText: e.target.value })}
          />
          <TextField
            label="Button link"
            value={draft.buttonLink}
            error={errors.buttonLink}
            onChange={(e) => set({ buttonLink: e.target.value })}
          />
          <TextField
            label="Display order"
            type="number"
            value={String(draft.sortOrder)}
            onChange={(e) => set({ sortOrder: Math.trunc(Number(e.target.value) || 0) })}
          />
          <div className="flex items-center gap-2 self-end pb-2">
            <Checkbox
              id="tier-popular"
              checked={draft.mostPopular}
              onCheckedChange={(v) => set({ mostPopular: v === true })}
            />
            <Label htmlFor="tier-popular">Mark as Most Popular</Label>
          </div>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" onClick={() => void onSave()} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Package'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function FaqEditor({ faq }: { faq: FaqItem[] }) {
  const [draft, setDraft] = useState(faq);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveFaq();
  const onSave = async () => {
    const parsed = faqItemSchema.array().safeParse(draft);
    if (!parsed.success) {
      setErrors(issuesToFields(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast.success('FAQ updated successfully!');
    } catch (err) {
      showError(err, { fallback: 'Could not save the FAQ.', setFieldErrors: setErrors });
    }
  };
  return (
    <div className="space-y-3">
      <h3 className="font-display text-lg font-semibold">Frequently asked questions</h3>
      <EditableList
        items={draft}
        onItems={setDraft}
        legend={(i) => `Question ${i + 1}`}
        removeLabel="Remove question"
        addLabel="Add question"
        newItem={() => ({ question: '', answer: '' })}
        itemClassName="space-y-2"
        renderItem={(item, update, i) => (
          <>
            <TextField
              label="Question"
              value={item.question}
              error={errors[`${i}.question`]}
              onChange={(e) => update({ question: e.target.value })}
            />
            <TextAreaField
              label="Answer"
              rows={2}
              value={item.answer}
              onChange={(e) => update({ answer: e.target.value })}
            />
          </>
        )}
      >
        <Button type="button" onClick={() => void onSave()} disabled={save.isPending}>
          Save FAQ
        </Button>
      </EditableList>
    </div>
  );
}

const priceText = (tier: PricingTier) => (tier.priceKobo === null ? 'Custom' : formatNaira(tier.priceKobo));

/** Pricing: the packages table with Edit and Add New Package, then the FAQ. */
export function PricingEditor() {
  const query = useAdminPricing();
  const remove = useDeleteTier();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{ tier: PricingTier; id?: string } | null>(null);
  if (query.isPending) return <Skeleton className="h-64" />;
  if (query.isError) return <p role="alert">Pricing could not be loaded.</p>;
  const { tiers, faq } = query.data;
  const onDelete = async (tier: PricingTierRecord) => {
    const ok = await confirm({
      title: 'Delete package',
      question: `Delete the package "${tier.name}"?`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(tier.id, {
      onSuccess: () => toast.success('Package deleted'),
      onError: (e) => showError(e, { fallback: 'The package could not be deleted.' }),
    });
  };
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div>
          <CardTitle>Pricing</CardTitle>
          <CardDescription>The packages on /pricing, in display order.</CardDescription>
        </div>
        <Button
          type="button"
          onClick={() => setEditing({ tier: newTier(Math.max(0, ...tiers.map((t) => t.sortOrder)) + 1) })}
        >
          <Plus aria-hidden /> Add New Package
        </Button>
      </CardHeader>
      <CardContent className="space-y-8">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Package</TableHead>
              {/* On a phone the price moves under the name and the feature count hides, so the
                  actions stay on screen instead of behind a sideways scroll. */}
              <TableHead className="hidden sm:table-cell">Price</TableHead>
              <TableHead className="hidden sm:table-cell">Features</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {tiers.map((tier) => (
              <TableRow key={tier.id}>
                <TableCell className="font-medium">
                  {tier.name} {tier.mostPopular ? <Badge className="ml-2">Most Popular</Badge> : null}
                  <span className="mt-1 block font-normal text-muted sm:hidden">{priceText(tier)}</span>
                </TableCell>
                <TableCell className="hidden sm:table-cell">{priceText(tier)}</TableCell>
                <TableCell className="hidden sm:table-cell">{tier.features.length}</TableCell>
                <TableCell className="whitespace-nowrap text-right">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      const { id, ...rest } = tier;
                      setEditing({ tier: rest, id });
                    }}
                  >
                    <Pencil aria-hidden /> Edit<span className="sr-only"> {tier.name}</span>
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${tier.name}`}
                    onClick={() => void onDelete(tier)}
                  >
                    <Trash2 aria-hidden className="text-red-700" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <FaqEditor key={query.dataUpdatedAt} faq={faq} />
        {editing ? <TierDialog tier={editing.tier} id={editing.id} onClose={() => setEditing(null)} /> : null}
      </CardContent>
    </Card>
  );
}
