import type { ContractTemplate } from '@shared/contracts';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useConfirm } from '@/components/ui/use-confirm';
import { useDeleteTemplate } from './contracts-queries';

/**
 * The contract form's Template choice: a blank contract, the built-in templates, then the
 * photographer's own, one of which can be deleted from here (contracts made from it keep their text).
 */
export function ContractTemplateSelect({
  id,
  templates,
  value,
  onPick,
  onDeleted,
}: {
  id: string;
  templates: ContractTemplate[];
  value: string;
  onPick: (templateId: string) => void;
  onDeleted: () => void;
}) {
  const deleteTemplate = useDeleteTemplate();
  const confirm = useConfirm();
  const template = templates.find((t) => t.id === value);
  const own = templates.filter((t) => !t.builtIn);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Template</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onPick(e.target.value)}>
        <option value="">Blank contract</option>
        <optgroup label="Templates">
          <TemplateOptions templates={templates.filter((t) => t.builtIn)} />
        </optgroup>
        {own.length ? (
          <optgroup label="My templates">
            <TemplateOptions templates={own} />
          </optgroup>
        ) : null}
      </NativeSelect>
      {template && !template.builtIn ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-red-700"
          disabled={deleteTemplate.isPending}
          onClick={async () => {
            const ok = await confirm({
              title: 'Delete template',
              question: `Delete your template "${template.title}"? Contracts made from it keep their text.`,
              confirmLabel: 'Delete',
              destructive: true,
            });
            if (!ok) return;
            await deleteTemplate.mutateAsync(template.id).catch(() => undefined);
            onDeleted();
          }}
        >
          <Trash2 aria-hidden /> Delete this template
        </Button>
      ) : null}
    </div>
  );
}

function TemplateOptions({ templates }: { templates: ContractTemplate[] }) {
  return templates.map((t) => (
    <option key={t.id} value={t.id}>
      {t.title} ({t.category})
    </option>
  ));
}
