import { MAX_PACKAGES, type Package } from '@shared/marketplace';
import { formatNaira } from '@shared/money';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useRemovePackage } from './listing-mutations';
import { PackageEditorDialog } from './package-editor-dialog';

/** The photographer's packages: add, edit, remove. The lowest price is the starting price. */
export function PackagesEditor({
  packages,
  startingPriceKobo,
}: {
  packages: Package[];
  startingPriceKobo: number | null;
}) {
  const [editing, setEditing] = useState<Package | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const [removing, setRemoving] = useState<Package | null>(null);
  const remove = useRemovePackage();
  const open = (pkg: Package | null) => {
    setEditing(pkg);
    setEditorOpen(true);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          {startingPriceKobo === null
            ? 'Add at least one package so clients see your starting price.'
            : `Your starting price in the directory: ${formatNaira(startingPriceKobo)} (your lowest package).`}
        </p>
        <Button onClick={() => open(null)} disabled={packages.length >= MAX_PACKAGES}>
          <Plus aria-hidden /> Add package
        </Button>
      </div>
      {packages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-muted">
          No packages yet.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {packages.map((p) => (
            <li key={p.id}>
              <Card className="flex h-full flex-col p-5">
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <h3 className="font-display text-lg font-semibold text-ink">{p.name}</h3>
                    <p className="font-semibold text-gold-800">{formatNaira(p.priceKobo)}</p>
                  </div>
                  <div className="flex gap-1">
                    <Button variant="ghost" size="icon" onClick={() => open(p)} aria-label={`Edit ${p.name}`}>
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => setRemoving(p)}
                      aria-label={`Remove ${p.name}`}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </div>
                {p.description ? <p className="mt-2 text-sm text-muted">{p.description}</p> : null}
                {p.highlights.length > 0 ? (
                  <ul className="mt-2 list-disc pl-5 text-sm text-ink">
                    {p.highlights.map((h) => (
                      <li key={h}>{h}</li>
                    ))}
                  </ul>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <PackageEditorDialog editing={editing} open={editorOpen} onOpenChange={setEditorOpen} />
      <Dialog open={removing !== null} onOpenChange={(o) => !o && setRemoving(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Remove this package?</DialogTitle>
            <DialogDescription>“{removing?.name}” will no longer show on your profile.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRemoving(null)}>
              Keep it
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
            >
              Remove package
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
