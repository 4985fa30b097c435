import { EMAIL_TEMPLATE_MESSAGES, type EmailPreview, type EmailTemplate } from '@shared/email-templates';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';

/** "Start from a template": the photographer's templates, and a way to edit them. */
export function TemplatePicker({
  templates,
  onPick,
}: {
  templates: EmailTemplate[] | undefined;
  onPick: (template: EmailTemplate | undefined) => void;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor="email-template" className="text-sm font-medium">
        Start from a template
      </label>
      <NativeSelect
        id="email-template"
        defaultValue=""
        disabled={!templates}
        onChange={(event) => onPick(templates?.find((t) => t.id === event.target.value))}
      >
        <option value="">{templates ? 'A blank message' : 'Loading your templates…'}</option>
        {templates?.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </NativeSelect>
      <p className="text-xs text-muted">
        Placeholders such as {'{client_first_name}'} are filled with this client's details.{' '}
        <Link to="/clients/templates" className="font-semibold text-gold-700 hover:underline">
          Edit your templates
        </Link>
      </p>
    </div>
  );
}

/** The email as the client will read it; placeholders this client has no value for are named. */
export function PreviewPanel({ preview }: { preview: EmailPreview }) {
  return (
    <section
      aria-label="Preview"
      className="space-y-2 rounded-md border border-stone-200 bg-stone-50 p-3 text-sm"
    >
      {preview.unfilled.length ? (
        <FormAlert tone="error">{EMAIL_TEMPLATE_MESSAGES.unfilled(preview.unfilled)}</FormAlert>
      ) : null}
      <p className="font-semibold">{preview.subject}</p>
      <p className="whitespace-pre-line">{preview.message}</p>
    </section>
  );
}
