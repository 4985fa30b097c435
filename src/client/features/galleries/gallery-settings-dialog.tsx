import {
  DOWNLOAD_SIZE_LABELS,
  DOWNLOAD_SIZES,
  GALLERY_LOOK_LABELS,
  GALLERY_LOOKS,
  type GallerySettings,
  type GallerySettingsInput,
  gallerySettingsInputSchema,
  WATERMARK_KIND_LABELS,
  WATERMARK_KINDS,
  WATERMARK_POSITION_LABELS,
  WATERMARK_POSITIONS,
} from '@shared/galleries';
import { DOWNLOAD_POLICIES, DOWNLOAD_POLICY_LABELS } from '@shared/gallery-downloads';
import { useContext, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldFrame, TextField } from '@/components/ui/form-field';
import { MoneyField } from '@/components/ui/money-field';
import { NativeSelect } from '@/components/ui/native-select';
import { showError } from '@/lib/form-errors';
import { useSaveGallerySettings } from './galleries-queries';
import { WatermarkLogoSlot } from './watermark-logo-slot';

type Lock = 'none' | 'pin' | 'password';

function Choice<T extends string>({
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

/** Who may open the gallery and how: PIN or password, last day, downloads, look, watermark. */
export function GallerySettingsDialog({
  open,
  onOpenChange,
  galleryId,
  settings,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  galleryId: string;
  settings: GallerySettings;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Gallery settings</DialogTitle>
          <DialogDescription>
            Protect the gallery, set its last day, downloads, look and watermark.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <SettingsForm galleryId={galleryId} settings={settings} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({
  galleryId,
  settings,
  onDone,
}: {
  galleryId: string;
  settings: GallerySettings;
  onDone: () => void;
}) {
  const currentLock: Lock = settings.hasPin ? 'pin' : settings.hasPassword ? 'password' : 'none';
  const [lock, setLock] = useState<Lock>(currentLock);
  const [code, setCode] = useState('');
  const [values, setValues] = useState({
    expiresOn: settings.expiresOn ?? '',
    downloadPolicy: settings.downloadPolicy,
    downloadSize: settings.downloadSize,
    look: settings.look,
    watermarkText: settings.watermarkText,
    watermarkKind: settings.watermarkKind,
    watermarkPosition: settings.watermarkPosition,
    watermarkOpacity: settings.watermarkOpacity,
    includedPhotos: settings.includedPhotos,
    extraPhotoKobo: settings.extraPhotoKobo,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveGallerySettings(galleryId);
  const logoField = useContext(WatermarkLogoSlot);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    const input: GallerySettingsInput = { ...values, expiresOn: values.expiresOn || null };
    // A lock kept as it is sends nothing; a new code replaces the old; "none" removes both.
    if (lock === 'none') {
      if (settings.hasPin) input.pin = '';
      if (settings.hasPassword) input.password = '';
    } else if (code || lock !== currentLock) {
      if (lock === 'pin') input.pin = code;
      else input.password = code;
    }
    const checked = gallerySettingsInputSchema.safeParse(input);
    if (!checked.success) {
      const next: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0] === 'pin' || issue.path[0] === 'password' ? 'code' : issue.path[0]);
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: onDone,
      onError: (error) =>
        showError(error, {
          fallback: 'The settings could not be saved.',
          setFieldErrors: (placed) => setErrors(placed),
        }),
    });
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {settings.codeRetired ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Too many wrong codes were tried on this gallery, so its code no longer opens it. Set a new PIN or
          password and send it to your client.
        </p>
      ) : null}
      <Choice<Lock>
        id="gallery-lock"
        label="Protection"
        value={lock}
        onChange={(v) => {
          setLock(v);
          setCode('');
        }}
        options={[
          { value: 'none', label: 'Anyone with the link' },
          { value: 'pin', label: '4-digit PIN' },
          { value: 'password', label: 'Password' },
        ]}
      />
      {lock !== 'none' ? (
        <TextField
          id="gallery-code"
          label={lock === 'pin' ? 'PIN' : 'Password'}
          inputMode={lock === 'pin' ? 'numeric' : undefined}
          maxLength={lock === 'pin' ? 4 : 128}
          autoComplete="off"
          value={code}
          error={errors.code}
          hint={
            lock === currentLock
              ? 'Leave empty to keep the current one. A new one signs everyone out.'
              : undefined
          }
          onChange={(e) => setCode(e.target.value)}
        />
      ) : null}
      <TextField
        id="gallery-expires"
        label="Last day the link opens"
        optional
        type="date"
        value={values.expiresOn}
        error={errors.expiresOn}
        onChange={(e) => set('expiresOn', e.target.value)}
      />
      <Choice
        id="gallery-downloads"
        label="Downloads"
        value={values.downloadPolicy}
        onChange={(v) => set('downloadPolicy', v)}
        options={DOWNLOAD_POLICIES.map((v) => ({ value: v, label: DOWNLOAD_POLICY_LABELS[v] }))}
      />
      {values.downloadPolicy !== 'off' ? (
        <Choice
          id="gallery-download-size"
          label="Download size"
          value={values.downloadSize}
          onChange={(v) => set('downloadSize', v)}
          options={DOWNLOAD_SIZES.map((v) => ({ value: v, label: DOWNLOAD_SIZE_LABELS[v] }))}
        />
      ) : null}
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
      <DialogFooter>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </DialogFooter>
    </form>
  );
}
