import { ROLE_LABELS, type SignUpRole } from '@shared/accounts';
import { ADMIN_API, type AdminUser } from '@shared/admin';
import { formatLagosDay } from '@shared/lagos-time';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pager, pageCount } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { adminKeys, usersQuery } from './admin-queries';

type Action =
  | { user: AdminUser; kind: 'disable' | 'enable' }
  | { user: AdminUser; kind: 'role'; role: SignUpRole };

function question(action: Action): string {
  const who = action.user.email;
  if (action.kind !== 'role') {
    return action.kind === 'disable'
      ? `Disable ${who}? They are signed out everywhere and cannot log in until enabled.`
      : `Enable ${who}? They can log in again.`;
  }
  return `Change ${who} to ${ROLE_LABELS[action.role]}? ${
    action.role === 'photographer' ? 'They will need approval before taking bookings.' : ''
  }`;
}

/** Find people, move them between Client and Photographer, disable or enable accounts. */
/** `currentUserId`: the signed-in admin, whose own row offers no role or disable actions. */
export function UsersTab({ currentUserId }: { currentUserId: string | undefined }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action | null>(null);
  const { data, isError } = useQuery(usersQuery(search, page));

  const mutation = useMutation({
    mutationFn: (a: Action) =>
      a.kind === 'role'
        ? api.put(ADMIN_API.userRole(a.user.userId), { role: a.role })
        : api.post(a.kind === 'disable' ? ADMIN_API.disable(a.user.userId) : ADMIN_API.enable(a.user.userId)),
    onSuccess: async (_d, a) => {
      toast.success(
        a.kind === 'role'
          ? `${a.user.email} is now a ${ROLE_LABELS[a.role]}.`
          : `${a.user.email} was ${a.kind === 'disable' ? 'disabled' : 'enabled'}.`,
      );
      setAction(null);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => showError(error, { fallback: 'The change could not be saved. Please try again.' }),
  });

  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setSearch(draft.trim());
        }}
      >
        <div className="min-w-64 flex-1 space-y-1.5">
          <Label htmlFor="users-search">Search by name or email</Label>
          <Input id="users-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {isError ? <p role="alert">The users could not be loaded.</p> : null}
      {!data && !isError ? <Skeleton className="h-40 w-full" /> : null}
      {data && data.users.length === 0 ? (
        <p className="py-8 text-center text-muted">No users match.</p>
      ) : null}
      {data && data.users.length > 0 ? (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Joined</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.users.map((user) => (
              <UserRow
                key={user.userId}
                user={user}
                self={user.userId === currentUserId}
                onAction={setAction}
              />
            ))}
          </TableBody>
        </Table>
      ) : null}
      {data ? <Pager page={page} pages={pages} onPage={setPage} /> : null}
      <UserActionDialog
        action={action}
        pending={mutation.isPending}
        onCancel={() => setAction(null)}
        onConfirm={(a) => mutation.mutate(a)}
      />
    </div>
  );
}

/** One person: name and email, role (a select where it can change), status, joined, and Disable or Enable. */
function UserRow({
  user,
  self,
  onAction,
}: {
  user: AdminUser;
  /** The signed-in admin's own row. */
  self: boolean;
  onAction: (action: Action) => void;
}) {
  const changeable = !self && user.role !== 'super_admin';
  return (
    <TableRow>
      <TableCell>
        <p className="font-medium">
          {user.firstName} {user.lastName}
        </p>
        <p className="text-xs text-muted">{user.email}</p>
      </TableCell>
      <TableCell>
        {changeable ? (
          <NativeSelect
            aria-label={`Role of ${user.email}`}
            className="h-9 w-auto px-2"
            value={user.role}
            onChange={(e) => onAction({ user, kind: 'role', role: e.target.value as SignUpRole })}
          >
            <option value="customer">{ROLE_LABELS.customer}</option>
            <option value="photographer">{ROLE_LABELS.photographer}</option>
          </NativeSelect>
        ) : (
          ROLE_LABELS[user.role]
        )}
      </TableCell>
      <TableCell className="space-x-1">
        {user.disabled ? <Badge variant="danger">Disabled</Badge> : <Badge variant="success">Active</Badge>}
        {user.emailVerified ? null : <Badge variant="neutral">Email not verified</Badge>}
      </TableCell>
      <TableCell>{formatLagosDay(user.createdAt)}</TableCell>
      <TableCell className="text-right">
        {self ? (
          <span className="text-xs text-muted">You</span>
        ) : (
          <Button
            size="sm"
            variant={user.disabled ? 'outline' : 'destructive'}
            onClick={() => onAction({ user, kind: user.disabled ? 'enable' : 'disable' })}
          >
            {user.disabled ? 'Enable' : 'Disable'}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Asks before a role change, a disable or an enable, in the words of `question`. */
function UserActionDialog({
  action,
  pending,
  onCancel,
  onConfirm,
}: {
  action: Action | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (action: Action) => void;
}) {
  return (
    <ConfirmDialog
      open={action !== null}
      title={
        action?.kind === 'role'
          ? 'Change role'
          : action?.kind === 'disable'
            ? 'Disable account'
            : 'Enable account'
      }
      question={action ? question(action) : ''}
      confirmLabel={
        action?.kind === 'role' ? 'Change role' : action?.kind === 'disable' ? 'Disable' : 'Enable'
      }
      destructive={action?.kind === 'disable'}
      pending={pending}
      onOpenChange={(open) => !open && onCancel()}
      onConfirm={() => action && onConfirm(action)}
    />
  );
}
