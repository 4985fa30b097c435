import { TextField } from '@/components/ui/form-field';
import { Choice } from './choice';
import type { Lock, SettingsFieldsProps } from './use-settings-form';

const LOCK_OPTIONS: readonly { value: Lock; label: string }[] = [
  { value: 'none', label: 'Anyone with the link' },
  { value: 'pin', label: '4-digit PIN' },
  { value: 'password', label: 'Password' },
];

/** Who may open the gallery: the PIN or password, and the last day the link opens. */
export function AccessFields({
  codeRetired,
  currentLock,
  lock,
  onLockChange,
  code,
  onCodeChange,
  values,
  set,
  errors,
}: SettingsFieldsProps & {
  codeRetired: boolean;
  currentLock: Lock;
  lock: Lock;
  onLockChange: (lock: Lock) => void;
  code: string;
  onCodeChange: (code: string) => void;
}) {
  return (
    <>
      {codeRetired ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Too many wrong codes were tried on this gallery, so its code no longer opens it. Set a new PIN or
          password and send it to your client.
        </p>
      ) : null}
      <Choice<Lock>
        id="gallery-lock"
        label="Protection"
        value={lock}
        onChange={onLockChange}
        options={LOCK_OPTIONS}
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
          onChange={(e) => onCodeChange(e.target.value)}
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
    </>
  );
}
