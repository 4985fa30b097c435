import { TextField } from '@/components/ui/form-field';
import { MoneyField } from '@/components/ui/money-field';
import type { SettingsFieldsProps } from './use-settings-form';

/** How many edited photos the package includes, and what each favourite beyond that costs. */
export function ExtraPhotosFields({ values, set, errors }: SettingsFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id="gallery-included"
        label="Edited photos included"
        type="number"
        min={0}
        value={values.includedPhotos}
        error={errors.includedPhotos}
        hint="0: no limit. Favourites beyond this are billed as extras."
        onChange={(e) => set('includedPhotos', Math.max(0, Math.floor(Number(e.target.value) || 0)))}
      />
      <MoneyField
        id="gallery-extra-price"
        label="Price of each extra photo"
        valueKobo={values.extraPhotoKobo}
        error={errors.extraPhotoKobo}
        onChange={(kobo) => set('extraPhotoKobo', kobo ?? 0)}
      />
    </div>
  );
}
