import {
  CONTACT_SUBJECT_LABELS,
  DEMO_INTEREST_LABELS,
  DEMO_ROLE_LABELS,
  type Inquiry,
} from '@shared/inquiries';
import { formatDateTime } from '@shared/lagos-time';
import { Archive, ArchiveRestore, Mail, MailOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager, pageCount } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { useConfirm } from '@/components/ui/use-confirm';
import { cn } from '@/lib/cn';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useChangeInquiry, useDeleteInquiry, useInbox } from './admin-content-queries';
import { NewsletterPanel } from './newsletter-panel';

function details(item: Inquiry): string[] {
  return [
    item.phone && `Phone: ${item.phone}`,
    item.subject && `Subject: ${CONTACT_SUBJECT_LABELS[item.subject]}`,
    item.company && `Company: ${item.company}`,
    item.role && `Role: ${DEMO_ROLE_LABELS[item.role]}`,
    item.interest && `Interested in: ${DEMO_INTEREST_LABELS[item.interest]}`,
  ].filter((x): x is string => Boolean(x));
}

function InquiryItem({ item }: { item: Inquiry }) {
  const change = useChangeInquiry();
  const remove = useDeleteInquiry();
  const confirm = useConfirm();
  const [open, setOpen] = useState(false);
  const unread = !item.readAt;
  const act = (patch: { read?: boolean; archived?: boolean }, done: string) =>
    change.mutate(
      { id: item.id, change: patch },
      {
        onSuccess: () => toast.success(done),
        onError: (e) => showError(e, { fallback: 'The message could not be changed.' }),
      },
    );
  return (
    <li
      className={cn('rounded-lg border p-4', unread ? 'border-gold-300 bg-gold-50/40' : 'border-stone-200')}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <button
          type="button"
          className="text-left"
          aria-expanded={open}
          onClick={() => {
            setOpen(!open);
            if (unread && !open) change.mutate({ id: item.id, change: { read: true } });
          }}
        >
          <span className={cn('block', unread && 'font-semibold')}>
            {item.name} <span className="font-normal text-muted">&lt;{item.email}&gt;</span>
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
            <Badge variant={item.kind === 'demo' ? 'default' : 'neutral'}>
              {item.kind === 'demo' ? 'Demo request' : 'Contact'}
            </Badge>
            {unread ? <Badge variant="warning">Unread</Badge> : null}
            {formatDateTime(item.createdAt)}
          </span>
        </button>
        <div className="flex gap-1">
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => act({ read: unread }, unread ? 'Marked as read' : 'Marked as unread')}
          >
            {unread ? <MailOpen aria-hidden /> : <Mail aria-hidden />} {unread ? 'Mark read' : 'Mark unread'}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() =>
              act({ archived: !item.archivedAt }, item.archivedAt ? 'Moved to the Inbox' : 'Archived')
            }
          >
            {item.archivedAt ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}{' '}
            {item.archivedAt ? 'Restore' : 'Archive'}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={`Delete the message from ${item.name}`}
            onClick={async () => {
              const ok = await confirm({
                title: 'Delete message',
                question: `Delete the message from ${item.name} for good?`,
                confirmLabel: 'Delete',
                destructive: true,
              });
              if (!ok) return;
              remove.mutate(item.id, {
                onSuccess: () => toast.success('Message deleted'),
                onError: (e) => showError(e, { fallback: 'The message could not be deleted.' }),
              });
            }}
          >
            <Trash2 aria-hidden className="text-red-700" />
          </Button>
        </div>
      </div>
      {open ? (
        <div className="mt-3 space-y-2 border-t border-stone-200 pt-3 text-sm">
          {details(item).map((line) => (
            <p key={line} className="text-muted">
              {line}
            </p>
          ))}
          {item.message ? (
            <p className="whitespace-pre-wrap">{item.message}</p>
          ) : (
            <p className="text-muted">No message.</p>
          )}
          <Button asChild size="sm" variant="outline">
            <a href={`mailto:${item.email}`}>Reply by email</a>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** A row of filter buttons; the pressed one is the current choice. */
function Toggle<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: Array<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="inline-flex gap-1 rounded-lg border-0 bg-stone-100 p-1">
      <legend className="sr-only">{label}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 focus-visible:outline-2 focus-visible:outline-gold-600',
            o.value === value && 'bg-white text-gold-800 shadow-sm',
          )}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}

/** Contact and demo requests, with read and archived states; the newsletter beside them. */
export function Inbox() {
  const [folder, setFolder] = useState<'inbox' | 'archived'>('inbox');
  const [kind, setKind] = useState<'' | 'contact' | 'demo'>('');
  const [page, setPage] = useState(1);
  const query = useInbox(folder, kind, page);
  const pages = query.data ? pageCount(query.data.total, query.data.pageSize) : 1;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>
            Inbox{query.data && query.data.unread > 0 ? ` (${query.data.unread} unread)` : ''}
          </CardTitle>
          <CardDescription>
            Messages from the contact page and demo requests. Each one was also emailed to the contact email.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap gap-3">
            <Toggle
              label="Folder"
              value={folder}
              options={[
                { value: 'inbox', label: 'Inbox' },
                { value: 'archived', label: 'Archived' },
              ]}
              onChange={(v) => {
                setFolder(v);
                setPage(1);
              }}
            />
            <Toggle
              label="Kind of message"
              value={kind}
              options={[
                { value: '', label: 'All' },
                { value: 'contact', label: 'Contact' },
                { value: 'demo', label: 'Demo requests' },
              ]}
              onChange={(v) => {
                setKind(v);
                setPage(1);
              }}
            />
          </div>
          {query.isPending ? (
            <Skeleton className="h-40" />
          ) : query.isError ? (
            <p role="alert">Messages could not be loaded.</p>
          ) : query.data.inquiries.length === 0 ? (
            <p className="text-muted">
              {folder === 'inbox' ? 'No messages in the Inbox.' : 'No archived messages.'}
            </p>
          ) : (
            <ul className="space-y-3" aria-label="Messages">
              {query.data.inquiries.map((item) => (
                <InquiryItem key={item.id} item={item} />
              ))}
            </ul>
          )}
          <Pager page={page} pages={pages} onPage={setPage} />
        </CardContent>
      </Card>
      <NewsletterPanel />
    </div>
  );
}
