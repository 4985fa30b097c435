import { ShieldAlert } from 'lucide-react';

/** The spec's denial texts, shown by the admin screens themselves. */
export function Denied({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-8 text-center"
    >
      <ShieldAlert className="size-8 text-red-700" aria-hidden />
      <h2 className="font-display text-xl font-bold text-red-900">{title}</h2>
      <p className="text-red-800">{message}</p>
    </div>
  );
}

export const ADMIN_DENIED = {
  title: 'Access Denied',
  message: "You don't have permission to access the admin dashboard.",
} as const;
export const PAGE_DENIED = {
  title: 'Unauthorized',
  message: "You don't have permission to access this page.",
} as const;
