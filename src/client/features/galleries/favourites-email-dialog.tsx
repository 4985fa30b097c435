import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import type { Favourites } from './favourites';

/**
 * Asks for the email that identifies the client's selection (first favourite only). An email
 * whose favourites were started on another device is refused (409): the dialog stays open with
 * the server's message and what to do next. Loaded when first asked for: the dialog's code is
 * not part of the gallery's first view (decision 267).
 */
export default function EmailDialog({ favourites }: { favourites: Favourites }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [taken, setTaken] = useState<{ email: string; message: string } | null>(null);
  const photoId = favourites.asking;
  const close = () => {
    setTaken(null);
    favourites.setAsking(null);
  };
  return (
    <Dialog open={photoId !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save your favourites</DialogTitle>
          <DialogDescription>
            Enter your email so your photographer knows whose favourites these are. No account needed.
          </DialogDescription>
        </DialogHeader>
        {taken ? <TakenNotice {...taken} /> : null}
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!photoId) return;
            favourites.actions.favourite.mutate(
              { photoId, email },
              {
                onSuccess: (data) => {
                  setError(undefined);
                  close();
                  if (!data.selection.emailVerified)
                    toast.info(`We emailed a 6-digit code to ${data.selection.email}. Enter it to submit.`);
                },
                onError: (err) => {
                  if (err instanceof ApiError && err.status === 409) {
                    setError(undefined);
                    setTaken({ email: email.trim(), message: err.message });
                  } else setError(err instanceof ApiError ? (err.fields.email ?? err.message) : 'Try again.');
                },
              },
            );
          }}
        >
          <TextField
            id="favourites-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <DialogFooter>
            <Button type="submit" disabled={favourites.actions.favourite.isPending}>
              {taken ? 'Try this email' : 'Save favourite'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The refusal, said in the dialog: why, and the two ways on. */
function TakenNotice({ email, message }: { email: string; message: string }) {
  return (
    <div
      role="alert"
      className="mb-4 space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-semibold">{message}</p>
      <p>
        Open that email at {email} on this phone or computer and tap <strong>Continue my favourites</strong>:
        your favourites carry on here. Or type another email below to start new favourites.
      </p>
    </div>
  );
}
