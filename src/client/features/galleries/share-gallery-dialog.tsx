import type { GalleryDetail } from '@shared/galleries';
import type { ShareInput } from '@shared/gallery-sharing';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyLink } from '@/components/ui/copy-link';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert, TextAreaField } from '@/components/ui/form-field';
import { ShareLink } from '@/components/ui/share-link';
import { errorMessage, serverFieldErrors } from '@/lib/form-errors';
import { type ShareAnswer, useShareGallery } from './galleries-queries';
import {
  EmailPreview,
  ProtectionFields,
  RecipientsField,
  type ShareDraft,
  startDraft,
} from './share-gallery-fields';

/**
 * Share gallery (decision 207): a decision, not a button. The photographer chooses who is
 * emailed (the gallery's client ticked), writes a message, sets or confirms the protection and
 * whether the PIN goes in the email, and sees the email before it is sent. Afterwards the
 * dialog shows the PIN to pass on when it did not travel in the email.
 */
export function ShareGalleryDialog({
  gallery,
  open,
  onOpenChange,
}: {
  gallery: GalleryDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [done, setDone] = useState<(ShareAnswer & { inEmail: boolean }) | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setDone(null);
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {done ? 'Gallery shared' : gallery.shared ? 'Send the gallery' : 'Share gallery'}
          </DialogTitle>
          <DialogDescription>
            {gallery.name}: who gets it, what they read, and how it is protected.
          </DialogDescription>
        </DialogHeader>
        {done ? (
          <Shared
            answer={done}
            link={`${window.location.origin}${gallery.publicPath}`}
            onClose={() => onOpenChange(false)}
          />
        ) : open ? (
          <ShareForm gallery={gallery} onShared={setDone} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ShareForm({
  gallery,
  onShared,
}: {
  gallery: GalleryDetail;
  onShared: (a: ShareAnswer & { inEmail: boolean }) => void;
}) {
  const [draft, setDraft] = useState<ShareDraft>(() => startDraft(gallery));
  const share = useShareGallery(gallery.id);
  const fields = serverFieldErrors(share.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const protection: ShareInput['protection'] =
      draft.mode === 'none' ? { mode: 'none' } : { mode: draft.mode, code: draft.code.trim() };
    share.mutate(
      {
        recipients: draft.recipients.filter((r) => r.chosen).map((r) => r.email),
        message: draft.message,
        protection,
        codeInEmail: draft.mode !== 'none' && draft.codeInEmail,
      },
      {
        onSuccess: (answer) =>
          onShared({ ...answer, inEmail: protection.mode !== 'none' && draft.codeInEmail }),
      },
    );
  };
  const chosen = draft.recipients.filter((r) => r.chosen).length;
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {share.isError && !fields.code ? (
        <FormAlert tone="error">{errorMessage(share.error, 'The gallery could not be shared.')}</FormAlert>
      ) : null}
      <RecipientsField draft={draft} setDraft={setDraft} error={fields.recipients} />
      <TextAreaField
        id="share-message"
        label="Your message"
        optional
        rows={4}
        maxLength={2000}
        value={draft.message}
        error={fields.message}
        hint="Leave it empty for our short note: the gallery is ready to view."
        onChange={(e) => setDraft((d) => ({ ...d, message: e.target.value }))}
      />
      <ProtectionFields gallery={gallery} draft={draft} setDraft={setDraft} error={fields.code} />
      <EmailPreview gallery={gallery} draft={draft} />
      <DialogFooter>
        <Button type="submit" disabled={share.isPending}>
          {share.isPending
            ? 'Sharing…'
            : chosen > 0
              ? `Share and email ${chosen === 1 ? '1 person' : `${chosen} people`}`
              : 'Share without an email'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** What happened, and what the photographer passes on by hand. */
function Shared({
  answer,
  link,
  onClose,
}: {
  answer: ShareAnswer & { inEmail: boolean };
  link: string;
  onClose: () => void;
}) {
  const what = answer.protection === 'password' ? 'password' : 'PIN';
  return (
    <div className="space-y-4" data-testid="share-result">
      <p>
        {answer.sentTo.length > 0
          ? `The invitation is on its way to ${answer.sentTo.join(', ')}.`
          : 'The gallery is shared. Nobody was emailed: send them the link yourself.'}
      </p>
      {answer.code ? (
        <div className="rounded-md border border-gold-300 bg-gold-50 p-4">
          <p className="text-sm">Give your client the {what} yourself (it is not in the email):</p>
          <p className="mt-1 font-mono text-2xl font-semibold tracking-widest" data-testid="share-code">
            {answer.code}
          </p>
          <CopyLink text={answer.code} copied={`The ${what} copied`} size="sm" className="mt-2">
            Copy the {what}
          </CopyLink>
        </div>
      ) : answer.protection ? (
        <p className="text-sm text-muted">
          {answer.inEmail
            ? `The ${what} is in the email.`
            : `The ${what} is the one you set before; it was not in the email, so give it to your client yourself.`}
        </p>
      ) : null}
      <ShareLink kind="gallery" link={link} copyLabel="Copy the gallery link" copied="Gallery link copied" />
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
