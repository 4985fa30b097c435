import { CONTRACT_MESSAGES, type SignContractInput } from '@shared/contracts';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { SignatureField } from './signature-field';

/**
 * Consent to sign electronically, the signer's full name typed, and their signature drawn: the
 * one signing form of the link page, in-person signing and countersigning.
 */
export function SignForm({
  idPrefix,
  signerLabel,
  defaultName = '',
  submitLabel,
  pending,
  onSign,
}: {
  idPrefix: string;
  signerLabel: string;
  defaultName?: string;
  submitLabel: string;
  pending: boolean;
  onSign: (input: SignContractInput) => Promise<unknown>;
}) {
  const [consent, setConsent] = useState(false);
  const [fullName, setFullName] = useState(defaultName);
  const [signature, setSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ consent?: string; name?: string; signature?: string }>({});

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
          onCheckedChange={(v) => setConsent(v === true)}
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
        label={`${signerLabel}: full name`}
        required
        autoComplete="name"
        value={fullName}
        error={errors.name}
        onChange={(e) => setFullName(e.target.value)}
      />
      <SignatureField
        id={`${idPrefix}-signature`}
        label={`${signerLabel}: signature`}
        onChange={setSignature}
        error={errors.signature}
      />
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        <PenLine aria-hidden /> {submitLabel}
      </Button>
    </form>
  );
}
