import {
  GALLERY_LOOK_LABELS,
  GALLERY_LOOKS,
  WATERMARK_KIND_LABELS,
  WATERMARK_KINDS,
  WATERMARK_POSITION_LABELS,
  WATERMARK_POSITIONS,
} from '@shared/galleries';
import { useContext } from 'react';
import { TextField } from '@/components/ui/form-field';
import { WatermarkLogoSlot } from '../watermark-logo-slot';
import { Choice } from './choice';
import type { SettingsFieldsProps } from './use-settings-form';

/** How the gallery looks: its layout and the watermark (text or logo, where, how strong). */
export function AppearanceFields({ values, set, errors }: SettingsFieldsProps) {
  const logoField = useContext(WatermarkLogoSlot);
  return (
    <>
      <Choice
        id="gallery-look"
        label="Look"
        value={values.look}
        onChange={(v) => set('look', v)}
        options={GALLERY_LOOKS.map((v) => ({ value: v, label: GALLERY_LOOK_LABELS[v] }))}
      />
      <Choice
        id="gallery-watermark-kind"
        label="Watermark"
        value={values.watermarkKind}
        onChange={(v) => set('watermarkKind', v)}
        options={WATERMARK_KINDS.map((v) => ({ value: v, label: WATERMARK_KIND_LABELS[v] }))}
      />
      {errors.watermarkKind ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.watermarkKind}
        </p>
      ) : null}
      {values.watermarkKind === 'text' ? (
        <TextField
          id="gallery-watermark"
          label="Watermark text"
          optional
          maxLength={60}
          value={values.watermarkText}
          error={errors.watermarkText}
          hint="Shown on every size your client sees, never on the originals. Changing it re-renders the photos."
          onChange={(e) => set('watermarkText', e.target.value)}
        />
      ) : (
        logoField
      )}
      {values.watermarkKind === 'logo' || values.watermarkText.trim() ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Choice
            id="gallery-watermark-position"
            label="Position"
            value={values.watermarkPosition}
            onChange={(v) => set('watermarkPosition', v)}
            options={WATERMARK_POSITIONS.map((v) => ({ value: v, label: WATERMARK_POSITION_LABELS[v] }))}
          />
          <TextField
            id="gallery-watermark-opacity"
            label={`Opacity (${values.watermarkOpacity}%)`}
            type="range"
            min={5}
            max={100}
            step={5}
            value={values.watermarkOpacity}
            onChange={(e) => set('watermarkOpacity', Number(e.target.value))}
          />
        </div>
      ) : null}
    </>
  );
}
