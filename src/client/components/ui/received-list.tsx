import type { ReactNode } from 'react';
import { Card } from './card';
import { ListState } from './list-state';

/**
 * A signed-in customer's list of what photographers sent to their email (invoices, contracts):
 * only once that email is verified, with the list's loading and empty states.
 */
export function ReceivedList({
  emailVerified,
  what,
  pending,
  empty,
  emptyMessage,
  children,
}: {
  emailVerified: boolean;
  /** What the list holds, in the plural: "invoices". */
  what: string;
  pending: boolean;
  empty: boolean;
  emptyMessage: string;
  children: ReactNode;
}) {
  if (!emailVerified)
    return (
      <Card className="p-6">
        <p>Verify your email address to see the {what} photographers have sent you.</p>
      </Card>
    );
  return (
    <Card className="p-4 sm:p-6">
      <ListState pending={pending} empty={empty} message={emptyMessage}>
        {children}
      </ListState>
    </Card>
  );
}
