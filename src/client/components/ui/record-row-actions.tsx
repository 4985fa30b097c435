import { Ban, Download, Eye, Send, Trash2 } from 'lucide-react';
import { Button } from './button';
import { RowAction } from './row-action';

/**
 * The Actions cell of an issued document's row (an invoice, a contract): View and Download PDF
 * always; Send and Delete while it is a draft; Void once issued, when the screen allows it.
 * Labels name the row so a screen reader (and a test) can tell the rows apart.
 */
export function RecordRowActions({
  name,
  pdfHref,
  onView,
  draft,
  onVoid,
}: {
  /** What the row is called in labels: the number or title ('View INV-0001'). */
  name: string;
  pdfHref: string;
  onView: () => void;
  /** Present while the record is a draft. */
  draft?: { client: string; kind: string; sendDisabled: boolean; onSend: () => void; onDelete: () => void };
  /** Present when the issued record can be voided now. */
  onVoid?: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <RowAction label={`View ${name}`} onClick={onView}>
        <Eye aria-hidden />
      </RowAction>
      <Button asChild variant="ghost" size="icon">
        <a href={pdfHref} download aria-label={`Download ${name}`} title="Download PDF">
          <Download aria-hidden />
        </a>
      </Button>
      {draft ? (
        <>
          <RowAction
            label={`Send ${draft.kind} to ${draft.client}`}
            disabled={draft.sendDisabled}
            onClick={draft.onSend}
          >
            <Send aria-hidden />
          </RowAction>
          <RowAction label={`Delete draft for ${draft.client}`} onClick={draft.onDelete}>
            <Trash2 aria-hidden />
          </RowAction>
        </>
      ) : onVoid ? (
        <RowAction label={`Void ${name}`} onClick={onVoid}>
          <Ban aria-hidden />
        </RowAction>
      ) : null}
    </div>
  );
}
