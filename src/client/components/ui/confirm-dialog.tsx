import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. the spec's 'Are you sure you want to approve this photographer?' */
  question: string;
  confirmLabel: string;
  /** The "no" button's words (default "Cancel"). */
  cancelLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  children?: ReactNode;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/**
 * THE in-page confirmation (never the browser's blocking confirm()). Use it directly when the
 * question needs extra inputs or shows progress (approve/reject with a reason); for a plain
 * "Delete X?" call `useConfirm()` from ./use-confirm.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.question}</DialogDescription>
        </DialogHeader>
        {props.children}
        <DialogFooter>
          <Button variant="outline" onClick={() => props.onOpenChange(false)} disabled={props.pending}>
            {props.cancelLabel ?? 'Cancel'}
          </Button>
          <Button
            variant={props.destructive ? 'destructive' : 'default'}
            onClick={props.onConfirm}
            disabled={props.pending}
          >
            {props.pending ? 'Working…' : props.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
