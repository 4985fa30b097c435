/**
 * Gallery downloads (decision 208): the photographer's policy and THE rule that turns it into
 * what one visitor may download now, with the sentence their page shows. The server enforces
 * it on single downloads and zips; the client's page shows the same answer.
 */

/**
 * Who may download, and when: everyone who can open the gallery; each client
 * once their selection is submitted and its invoice paid; each client their own favourites;
 * nobody.
 */
export const DOWNLOAD_POLICIES = ['open', 'after-payment', 'favourites', 'off'] as const;
export type DownloadPolicy = (typeof DOWNLOAD_POLICIES)[number];
export const DOWNLOAD_POLICY_LABELS: Record<DownloadPolicy, string> = {
  open: 'Open: every photo, from the first visit',
  'after-payment': "After payment: once the client's selection is submitted and its invoice paid",
  favourites: 'Favourites only: each client downloads the photos they chose',
  off: 'Off: no downloads',
};

/** A visitor's selection, as the download rule reads it. */
export interface SelectionStanding {
  favourites: number;
  submitted: boolean;
  /** An extras invoice that is neither paid nor void. */
  invoiceDue: boolean;
}

/** What one visitor may download now, and the sentence their page shows to say why. */
export interface DownloadAccess {
  /** Every photo, one by one or as a zip. */
  all: boolean;
  /** Their own favourites (always true when `all` is). */
  favourites: boolean;
  note: string;
}

/** THE download rule: the server enforces it, the client's page shows it (decision 208). */
export function downloadAccess(policy: DownloadPolicy, selection: SelectionStanding | null): DownloadAccess {
  if (policy === 'open') return { all: true, favourites: true, note: '' };
  if (policy === 'off')
    return {
      all: false,
      favourites: false,
      note: 'Your photographer has turned downloads off for this gallery.',
    };
  if (policy === 'favourites')
    return {
      all: false,
      favourites: (selection?.favourites ?? 0) > 0,
      note: 'You can download the photos you mark as favourites (the heart on each photo).',
    };
  if (!selection?.submitted)
    return {
      all: false,
      favourites: false,
      note: 'Downloads open once you submit your selection and its invoice is paid.',
    };
  if (selection.invoiceDue)
    return {
      all: false,
      favourites: false,
      note: 'Downloads open once the invoice for your extra photos is paid.',
    };
  return { all: true, favourites: true, note: 'Your selection is in and paid for: download every photo.' };
}
