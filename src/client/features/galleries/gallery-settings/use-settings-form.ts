import {
  type GallerySettings,
  type GallerySettingsInput,
  gallerySettingsInputSchema,
} from '@shared/galleries';
import { useState } from 'react';
import { showError } from '@/lib/form-errors';
import { useSaveGallerySettings } from '../galleries-queries';

export type Lock = 'none' | 'pin' | 'password';

function initialValues(settings: GallerySettings) {
  return {
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
  };
}

export type SettingsValues = ReturnType<typeof initialValues>;
export type SetSetting = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => void;
export type SettingsErrors = Record<string, string>;
/** What each group of fields reads and sets. */
export interface SettingsFieldsProps {
  values: SettingsValues;
  set: SetSetting;
  errors: SettingsErrors;
}

/** The settings form's state: its values, the lock and its code, field errors, and the save. */
export function useSettingsForm(galleryId: string, settings: GallerySettings, onDone: () => void) {
  const currentLock: Lock = settings.hasPin ? 'pin' : settings.hasPassword ? 'password' : 'none';
  const [lock, setLock] = useState<Lock>(currentLock);
  const [code, setCode] = useState('');
  const [values, setValues] = useState(() => initialValues(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const save = useSaveGallerySettings(galleryId);
  const set: SetSetting = (key, value) => setValues((v) => ({ ...v, [key]: value }));

  const chooseLock = (next: Lock) => {
    setLock(next);
    setCode('');
  };

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
      const next: SettingsErrors = {};
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

  return {
    currentLock,
    lock,
    chooseLock,
    code,
    setCode,
    values,
    set,
    errors,
    submit,
    saving: save.isPending,
  };
}
