import { CONTRACT_MESSAGES, type SignContractInput } from '@shared/contracts';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { SignatureField } from './signature-field';

type Errors = { consent?: string; name?: string; signature?: string };

/** Who signs with the form, and so its labels: the client on their link reads "Your full name". */
export type Signer = 'you' | 'client' | 'photographer';
const LABELS: Record<Signer, { name: string; signature: string }> = {
  you: { name: 'Your full name', signature: 'Your signature' },
  client: { name: 'Client: full name', signature: 'Client: signature' },
  photographer: { name: 'Photographer: full name', signature: 'Photographer: signature' },
};

/**
 * Consent to sign electronically, the signer's full name typed, and their signature drawn: the
 * one signing form of the link page, in-person signing and countersigning. A message shows
 * only while its field is still wrong: ticking the box removes the consent message.
 */
export function SignForm({
  idPrefix,
  signer,
  defaultName = '',
  submitLabel,
  pending,
  onSign,
}: {
  idPrefix: string;
  signer: Signer;
  defaultName?: string;
  submitLabel: string;
  pending: boolean;
  onSign: (input: SignContractInput) => Promise<unknown>;
}) {
  const [consent, setConsent] = useState(false);
  const [fullName, setFullName] = useState(defaultName);
  const [signature, setSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const settle = (field: keyof Errors, fixed: boolean) => {
    if (fixed) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const next = {
          ...(consent ? {} : { consent: CONTRACT_MESSAGES.consent }),
          ...(fullName.trim().length >= 2 ? {} : { name: CONTRACT_MESSAGES.nameRequired }),
          ...(signature ? {} : { signature: CONTRACT_MESSAGES.signatureRequired }),
        };
        setErrors(next);
        if (Object.keys(next).length || !signature) return;
        onSign({ consent: true, fullName: fullName.trim(), signature }).catch(() => undefined);
      }}
    >
      <div className="flex items-start gap-3 rounded-md bg-gold-50 p-3">
        <Checkbox
          id={`${idPrefix}-consent`}
          checked={consent}
          onCheckedChange={(v) => {
            setConsent(v === true);
            settle('consent', v === true);
          }}
          aria-invalid={errors.consent ? true : undefined}
        />
        <div>
          <Label htmlFor={`${idPrefix}-consent`} className="leading-snug">
            I have read this contract in full and agree to sign it electronically. My typed name and drawn
            signature are as binding as a handwritten signature.
          </Label>
          {errors.consent ? <p className="mt-1 text-sm text-red-700">{errors.consent}</p> : null}
        </div>
      </div>
      <TextField
        id={`${idPrefix}-name`}
        label={LABELS[signer].name}
        required
        autoComplete="name"
        value={fullName}
        error={errors.name}
        onChange={(e) => {
          setFullName(e.target.value);
          settle('name', e.target.value.trim().length >= 2);
        }}
      />
      <SignatureField
        id={`${idPrefix}-signature`}
        label={LABELS[signer].signature}
        onChange={(drawn) => {
          setSignature(drawn);
          settle('signature', drawn !== null);
        }}
        error={errors.signature}
      />
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        <PenLine aria-hidden /> {submitLabel}
      </Button>
    </form>
  );
}
