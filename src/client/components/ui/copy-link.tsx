import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Button, type ButtonProps } from './button';

type ClipboardWriter = Pick<Clipboard, 'writeText'>;

/**
 * Puts `text` on the clipboard and says so in a toast. When the browser refuses (no permission,
 * or no clipboard at all outside https), the toast shows the text itself to copy by hand, so the
 * person is never left without it.
 */
export async function copyToClipboard(
  text: string,
  copied: string,
  clipboard: ClipboardWriter | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error('no clipboard');
    await clipboard.writeText(text);
    toast.success(copied);
    return true;
  } catch {
    toast.error('Could not copy. Select it here and copy it by hand:', { description: text });
    return false;
  }
}

type CopyLinkProps = Omit<ButtonProps, 'onClick' | 'children' | 'asChild' | 'type'> & {
  /** What goes on the clipboard. */
  text: string;
  /** The toast once it is there, e.g. "Link copied". */
  copied: string;
  /** The button's words, its accessible name (the copy icon is drawn beside them). */
  children: ReactNode;
};

/** THE copy button: a link, address or code to the clipboard, with its toast. */
export function CopyLink({ text, copied, children, variant = 'outline', ...button }: CopyLinkProps) {
  return (
    <Button type="button" variant={variant} {...button} onClick={() => void copyToClipboard(text, copied)}>
      <Copy aria-hidden /> {children}
    </Button>
  );
}
