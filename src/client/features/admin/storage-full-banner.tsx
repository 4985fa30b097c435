import { ADMIN_API, type StorageAlertView } from '@shared/admin';
import { formatDateTime } from '@shared/lagos-time';
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { api } from '@/lib/api';
import { adminKeys } from './admin-queries';

/**
 * For super admins, on every page: file storage refuses writes (a full disk or bucket), since
 * when and why (decision 194). Loaded only for them; looks again every five minutes.
 */
export default function StorageFullBanner() {
  const status = useQuery({
    queryKey: adminKeys.storage,
    queryFn: () => api.get<{ alert: StorageAlertView }>(ADMIN_API.storage),
    refetchInterval: 5 * 60_000,
  });
  const alert = status.data?.alert;
  if (!alert) return null;
  return (
    <div role="alert" className="border-red-300 border-b bg-red-50 px-4 py-3 text-red-900 text-sm">
      <p className="mx-auto flex max-w-6xl items-start gap-2">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>Storage is full.</strong> Since {formatDateTime(alert.since)}, uploads and new files are
          refused. {alert.reason} Free space on the data disk or in the bucket: uploads work again at once.
        </span>
      </p>
    </div>
  );
}
