import { FieldFrame } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';

/** A labelled select over a fixed list of choices, typed by the value it sets. */
export function Choice<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <FieldFrame
      id={id}
      label={label}
      control={(control) => (
        <NativeSelect {...control} value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}
