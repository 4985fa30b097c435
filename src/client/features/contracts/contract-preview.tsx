import { Markdown } from '@/components/markdown/markdown';

/** The contract form's Preview: the text as it will be stored, placeholders still to fill highlighted. */
export function ContractPreview({
  preview,
  unfilled,
  hasContent,
}: {
  preview: string;
  unfilled: string[];
  hasContent: boolean;
}) {
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between">
        <h3 className="font-display text-lg font-semibold text-ink">Preview</h3>
        {unfilled.length ? (
          <p className="text-sm text-amber-800" role="status">
            To fill before sending: {unfilled.join(', ')}
          </p>
        ) : hasContent ? (
          <p className="text-sm text-green-700" role="status">
            Ready to send
          </p>
        ) : null}
      </div>
      <div className="max-h-[60vh] overflow-y-auto rounded-lg border border-stone-200 bg-white p-5">
        {preview.trim() ? (
          <Markdown
            source={preview}
            minHeadingLevel={3}
            className="text-sm leading-6"
            highlightPlaceholders
          />
        ) : (
          <p className="text-sm text-muted">Choose a template or write the contract text.</p>
        )}
      </div>
    </div>
  );
}
