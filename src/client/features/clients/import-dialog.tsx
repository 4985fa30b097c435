import type { ImportPreview, ImportRow } from '@shared/clients';
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
import { FormAlert } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useConfirmImport, usePreviewImport } from './client-mutations';

/** Rows shown in the preview table: problems first, then the first good ones. */
const SHOWN_ROWS = 200;

function rowVerdict(row: ImportRow): { text: string; ok: boolean } {
  if (row.errors.length > 0) return { text: row.errors.join('; '), ok: false };
  if (row.duplicate === 'file') return { text: 'Duplicate email in this file: skipped', ok: false };
  if (row.duplicate === 'existing') return { text: 'Already one of your clients: skipped', ok: false };
  return { text: 'Ready', ok: true };
}

/**
 * CSV import in two steps: choose a file and see every row checked by the server (nothing is
 * saved), then import the rows marked Ready in one go.
 */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const check = usePreviewImport();
  const save = useConfirmImport();

  const reset = (next: boolean) => {
    if (!next) {
      setCsv(null);
      setPreview(null);
    }
    onOpenChange(next);
  };

  const choose = async (file: File | undefined) => {
    setPreview(null);
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    try {
      setPreview(await check.mutateAsync(text));
    } catch (error) {
      showError(error, { fallback: 'The file could not be checked. Please try again.' });
    }
  };

  const confirm = async () => {
    if (!csv) return;
    try {
      const result = await save.mutateAsync(csv);
      toast.success(
        `${result.imported} ${result.imported === 1 ? 'client' : 'clients'} imported${result.skipped ? `, ${result.skipped} skipped` : ''}`,
      );
      reset(false);
    } catch (error) {
      showError(error, { fallback: 'The import failed. Nothing was saved; please try again.' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import clients from a CSV file</DialogTitle>
          <DialogDescription>
            The first line names the columns: Name and Email, and optionally Phone, Address, Notes and Status
            (Lead, Active or Inactive). You see every row checked before anything is saved.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor="import-file">CSV file</Label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            className="block w-full text-sm"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </div>
        {check.isPending ? <p className="text-sm text-muted">Checking the file…</p> : null}
        {preview ? <ImportCheck preview={preview} /> : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => reset(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            disabled={!preview || preview.ready === 0 || save.isPending}
            onClick={() => void confirm()}
          >
            {save.isPending
              ? 'Importing…'
              : `Import ${preview?.ready ?? 0} ${preview?.ready === 1 ? 'client' : 'clients'}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** What the server found in the file: its problems, how many rows are ready, and the rows checked. */
function ImportCheck({ preview }: { preview: ImportPreview }) {
  const problems = preview.rows.filter((r) => !rowVerdict(r).ok);
  const good = preview.rows.filter((r) => rowVerdict(r).ok);
  const shown = [...problems, ...good].slice(0, SHOWN_ROWS);
  return (
    <div className="space-y-3">
      {preview.problems.map((p) => (
        <FormAlert key={p} tone="error">
          {p}
        </FormAlert>
      ))}
      {preview.problems.length === 0 ? (
        <p className="text-sm" aria-live="polite">
          <strong>{preview.ready}</strong> of {preview.total} rows ready to import
          {problems.length ? `; ${problems.length} will be skipped` : ''}.
        </p>
      ) : null}
      {shown.length > 0 ? (
        <div className="max-h-80 overflow-auto rounded-md border border-stone-200">
          <Table aria-label="Rows in the file">
            <TableHeader>
              <TableRow>
                <TableHead>Line</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Check</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((row) => {
                const verdict = rowVerdict(row);
                return (
                  <TableRow key={row.line}>
                    <TableCell>{row.line}</TableCell>
                    <TableCell>{row.name}</TableCell>
                    <TableCell className="break-all">{row.email}</TableCell>
                    <TableCell className={verdict.ok ? 'text-green-800' : 'text-red-800'}>
                      {verdict.text}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </div>
  );
}
