import { type ShareFacts, shareLead, shareMessage, whatsAppUrl } from '@shared/share-message';
import { MessageCircle, Share2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { Button } from './button';
import { CopyLink } from './copy-link';

type ShareSheet = Pick<Navigator, 'share'>;

/**
 * Opens the phone's own share sheet (Web Share API) with the message and the link. Closing the
 * sheet is the person's choice, not an error; anything else says so.
 */
export async function openShareSheet(
  facts: ShareFacts,
  sheet: ShareSheet | undefined = globalThis.navigator,
) {
  try {
    await sheet?.share({ text: shareLead(facts), url: facts.link });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') return;
    toast.error('Could not open sharing. Copy the link instead.');
  }
}

const canShareSheet = () => typeof globalThis.navigator?.share === 'function';

type ShareLinkProps = ShareFacts & {
  /** The client's phone: WhatsApp opens their chat when it is a usable number. */
  phone?: string | null | undefined;
  /** The copy button's words, e.g. "Copy client link". */
  copyLabel?: string;
  /** The toast once copied. */
  copied?: string;
  className?: string;
};

/**
 * THE share control for every link a photographer sends (decision 261): Copy link, WhatsApp
 * (wa.me with the client's number and the one message), and the share sheet where the browser
 * has one (shown after hydration, so the server's HTML matches).
 */
export function ShareLink({
  phone,
  copyLabel = 'Copy link',
  copied = 'Link copied',
  className,
  ...facts
}: ShareLinkProps) {
  const hydrated = useHydrated();
  return (
    <fieldset className={cn('flex flex-wrap items-center gap-2', className)}>
      <legend className="sr-only">Share</legend>
      <CopyLink text={facts.link} copied={copied}>
        {copyLabel}
      </CopyLink>
      <Button asChild variant="outline">
        <a href={whatsAppUrl(shareMessage(facts), phone)} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden /> WhatsApp
        </a>
      </Button>
      {hydrated && canShareSheet() ? (
        <Button type="button" variant="outline" onClick={() => void openShareSheet(facts)}>
          <Share2 aria-hidden /> Share…
        </Button>
      ) : null}
    </fieldset>
  );
}
