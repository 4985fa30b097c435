import { type ReactNode, useEffect } from 'react';
import { cn } from '@/lib/cn';

/** Sets the document title for a page: "Title | Aworan". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | Aworan` : 'Aworan';
  }, [title]);
}

interface PageShellProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The frame of an ordinary page: a heading, an optional lead and actions, then the content. */
export function PageShell({ title, description, actions, children, className }: PageShellProps) {
  useDocumentTitle(title);
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-10 sm:px-6', className)}>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold text-ink sm:text-4xl">{title}</h1>
          {description ? <p className="mt-2 max-w-2xl text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
