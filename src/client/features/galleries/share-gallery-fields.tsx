import type { GalleryDetail } from '@shared/galleries';
import { codeSentence, invitationText, MAX_SHARE_RECIPIENTS } from '@shared/gallery-sharing';
import { Plus } from 'lucide-react';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldFrame, TextField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';

type Mode = 'none' | 'keep' | 'pin' | 'password';

export interface ShareDraft {
  recipients: { email: string; chosen: boolean }[];
  message: string;
  mode: Mode;
  code: string;
  codeInEmail: boolean;
}

/** A fresh 4-digit PIN from the browser's secure random numbers. */
const newPin = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 10_000).padStart(4, '0');

/** The gallery's client ticked; its protection kept, or a new PIN suggested; the PIN passed on by hand. */
export function startDraft(gallery: GalleryDetail): ShareDraft {
  const current = gallery.settings.hasPin || gallery.settings.hasPassword;
  return {
    recipients: gallery.clientEmail ? [{ email: gallery.clientEmail, chosen: true }] : [],
    message: '',
    mode: current ? 'keep' : 'pin',
    code: current ? '' : newPin(),
    codeInEmail: false,
  };
}

type Props = {
  draft: ShareDraft;
  setDraft: Dispatch<SetStateAction<ShareDraft>>;
  error?: string | undefined;
};

export function RecipientsField({ draft, setDraft, error }: Props) {
  const [adding, setAdding] = useState('');
  const add = () => {
    const email = adding.trim().toLowerCase();
    if (!email || draft.recipients.some((r) => r.email === email)) return setAdding('');
    setDraft((d) => ({ ...d, recipients: [...d.recipients, { email, chosen: true }] }));
    setAdding('');
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">Email the invitation to</legend>
      {draft.recipients.length === 0 ? (
        <p className="text-sm text-muted">Nobody yet: add an email, or share without one.</p>
      ) : null}
      {draft.recipients.map((r) => (
        <label key={r.email} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-gold-600"
            checked={r.chosen}
            onChange={(e) =>
              setDraft((d) => ({
                ...d,
                recipients: d.recipients.map((x) =>
                  x.email === r.email ? { ...x, chosen: e.target.checked } : x,
                ),
              }))
            }
          />
          {r.email}
        </label>
      ))}
      {draft.recipients.length < MAX_SHARE_RECIPIENTS ? (
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              id="share-add"
              label="Add someone"
              type="email"
              autoComplete="off"
              value={adding}
              error={error}
              onChange={(e) => setAdding(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
          </div>
          <Button type="button" variant="outline" onClick={add}>
            <Plus aria-hidden /> Add
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

export function ProtectionFields({ gallery, draft, setDraft, error }: Props & { gallery: GalleryDetail }) {
  const current = gallery.settings.hasPin ? 'PIN' : gallery.settings.hasPassword ? 'password' : null;
  const what =
    draft.mode === 'password' || (draft.mode === 'keep' && current === 'password') ? 'password' : 'PIN';
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">Protection</legend>
      <FieldFrame
        id="share-protection"
        label="Who can open it"
        control={(control) => (
          <NativeSelect
            {...control}
            value={draft.mode}
            onChange={(e) => {
              const mode = e.target.value as Mode;
              setDraft((d) => ({ ...d, mode, code: mode === 'pin' ? newPin() : '' }));
            }}
          >
            {current ? <option value="keep">Keep the current {current}</option> : null}
            <option value="pin">{current ? 'A new 4-digit PIN' : 'A 4-digit PIN'}</option>
            <option value="password">{current === 'password' ? 'A new password' : 'A password'}</option>
            <option value="none">Anyone with the link</option>
          </NativeSelect>
        )}
      />
      {draft.mode !== 'none' ? (
        <>
          <TextField
            id="share-code"
            label={draft.mode === 'keep' ? `The current ${what}` : `The ${what}`}
            optional={draft.mode === 'keep' && !draft.codeInEmail}
            inputMode={what === 'PIN' ? 'numeric' : undefined}
            maxLength={what === 'PIN' ? 4 : 128}
            autoComplete="off"
            value={draft.code}
            error={error}
            hint={
              draft.mode === 'keep'
                ? `We keep only a fingerprint of it: type it to send it in the email.`
                : current
                  ? `A new ${what} signs out everyone who opened the gallery with the old one.`
                  : undefined
            }
            onChange={(e) => setDraft((d) => ({ ...d, code: e.target.value }))}
          />
          <div
            className="space-y-1.5 text-sm"
            role="radiogroup"
            aria-label={`How the client gets the ${what}`}
          >
            {[false, true].map((inEmail) => (
              <label key={String(inEmail)} className="flex items-start gap-2">
                <input
                  type="radio"
                  name="share-code-delivery"
                  className="mt-0.5 size-4 accent-gold-600"
                  checked={draft.codeInEmail === inEmail}
                  onChange={() => setDraft((d) => ({ ...d, codeInEmail: inEmail }))}
                />
                {inEmail
                  ? `Put the ${what} in the email`
                  : `I will give the ${what} myself (the link and the ${what} travel apart: safer)`}
              </label>
            ))}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}

/** The email as it will arrive (the same text the server sends). */
export function EmailPreview({ gallery, draft }: { gallery: GalleryDetail; draft: ShareDraft }) {
  const to = draft.recipients.filter((r) => r.chosen).map((r) => r.email);
  const kind =
    draft.mode === 'none'
      ? null
      : draft.mode === 'keep'
        ? gallery.settings.hasPassword
          ? 'password'
          : 'pin'
        : draft.mode;
  const text = invitationText({
    from: gallery.photographerName || 'Your photographer',
    galleryName: gallery.name,
    message: draft.message,
    codeLine: codeSentence(kind, draft.codeInEmail && draft.code.trim() ? draft.code.trim() : null),
  });
  if (to.length === 0) return null;
  return (
    <section
      aria-label="What the email will say"
      className="rounded-md border border-stone-200 bg-stone-50 p-4 text-sm"
    >
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">What the email will say</p>
      <p className="mt-2">
        <span className="text-muted">To:</span> {to.join(', ')}
      </p>
      <p>
        <span className="text-muted">Subject:</span> {text.subject}
      </p>
      <p className="mt-2 font-semibold">{text.title}</p>
      {text.paragraphs.map((p) => (
        <p key={p} className="mt-1 whitespace-pre-line">
          {p}
        </p>
      ))}
      <p className="mt-2 font-semibold text-gold-800">
        [Open the gallery] {window.location.origin}
        {gallery.publicPath}
      </p>
    </section>
  );
}
