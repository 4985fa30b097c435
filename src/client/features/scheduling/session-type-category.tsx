import {
  CATEGORY_LABELS,
  PHOTOGRAPHER_CATEGORIES,
  type PhotographerCategory,
} from '@shared/marketplace-terms';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** The service category a session type's income is reported under (Reports → By category). */
export function SessionTypeCategory({
  value,
  error,
  onChange,
}: {
  value: PhotographerCategory | null;
  error: string | undefined;
  onChange: (category: PhotographerCategory | null) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor="type-category">Category</Label>
      <NativeSelect
        id="type-category"
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby="type-category-hint"
        onChange={(e) => onChange((e.target.value || null) as PhotographerCategory | null)}
      >
        <option value="">Not categorised</option>
        {PHOTOGRAPHER_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {CATEGORY_LABELS[c]}
          </option>
        ))}
      </NativeSelect>
      <p id="type-category-hint" className={error ? 'text-xs text-red-700' : 'text-xs text-muted'}>
        {error ?? 'Your reports show income by category.'}
      </p>
    </div>
  );
}
