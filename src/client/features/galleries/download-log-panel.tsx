import { formatDateTime } from '@shared/lagos-time';
import { useState } from 'react';
import { useDownloadLog } from './galleries-queries';

/** Who downloaded what, and when (Lagos time): read when the panel is opened. */
export function DownloadLogPanel({ galleryId }: { galleryId: string }) {
  const [open, setOpen] = useState(false);
  const log = useDownloadLog(galleryId, open);
  return (
    <details
      className="rounded-xl border border-stone-200 bg-white p-4"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold text-ink">Download log</summary>
      {log.data ? (
        log.data.downloads.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Nobody has downloaded anything yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-100 text-sm">
            {log.data.downloads.map((d) => (
              <li key={`${d.at}-${d.what}`} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium text-ink">{d.what}</span>
                <span className="text-stone-600">
                  {d.who || 'A visitor'} · {d.ip} · {formatDateTime(d.at)}
                </span>
              </li>
            ))}
          </ul>
        )
      ) : open ? (
        <p className="mt-2 text-sm text-muted">Loading…</p>
      ) : null}
    </details>
  );
}
