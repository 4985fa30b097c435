import type { Viewer } from '@shared/accounts';
import { type Role, STUDIO_HOME } from '@shared/accounts-api';
import { ChevronDown, CircleUser, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Menu, menuItemClass } from '@/components/ui/menu';
import { displayName, useAuth } from './use-auth';
import { useSignOut } from './use-sign-out';

interface MenuLink {
  to: string;
  label: string;
}

/** The spec's account menu, by role. */
export function accountLinks(role: Role): MenuLink[] {
  return [
    ...(role === 'photographer' ? [{ to: STUDIO_HOME, label: 'Studio' }] : []),
    { to: '/dashboard', label: 'Dashboard' },
    ...(role === 'photographer' ? [{ to: '/photographer-dashboard', label: 'Photographer Portal' }] : []),
    ...(role === 'super_admin'
      ? [
          { to: '/admin', label: 'Admin Dashboard' },
          { to: '/admin-creation', label: 'Admin Setup' },
        ]
      : []),
    { to: '/account', label: 'Account settings' },
  ];
}

function VisitorLinks({ stacked = false }: { stacked?: boolean }) {
  return (
    <div className={stacked ? 'flex flex-col gap-2 pt-1' : 'flex items-center gap-2'}>
      <Button asChild variant={stacked ? 'outline' : 'ghost'}>
        <Link to="/login">Log in</Link>
      </Button>
      <Button asChild>
        <Link to="/signup">Sign up</Link>
      </Button>
    </div>
  );
}

/**
 * The navbar's account area: Log in and Sign up for visitors, a menu for signed-in people, and
 * for photographers the way into their studio.
 */
export function AccountMenu() {
  const auth = useAuth();

  // Keeps the navbar from jumping between "Log in" and the menu while the session loads.
  if (auth.status === 'loading') return <div className="h-10 w-40" aria-hidden />;
  if (!auth.viewer) return <VisitorLinks />;
  const viewer = auth.viewer;

  return (
    <div className="flex items-center gap-2">
      {viewer.role === 'photographer' ? (
        <Button asChild variant="secondary" size="sm">
          <Link to={STUDIO_HOME}>
            <LayoutDashboard aria-hidden /> Studio
          </Link>
        </Button>
      ) : null}
      <AccountDropdown viewer={viewer} />
    </div>
  );
}

function AccountDropdown({ viewer }: { viewer: Viewer }) {
  const signOut = useSignOut();
  return (
    <Menu
      label="Account"
      align="right"
      triggerClassName="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:text-gold-700"
      trigger={
        <>
          <CircleUser className="size-5" aria-hidden />
          <span className="max-w-40 truncate">{displayName(viewer)}</span>
          <ChevronDown className="size-4" aria-hidden />
          <span className="sr-only">account menu</span>
        </>
      }
    >
      {(close) => (
        <>
          <p className="truncate px-3 py-2 text-xs text-muted">{viewer.email}</p>
          {accountLinks(viewer.role).map((link) => (
            <Link
              key={link.to}
              to={link.to}
              role="menuitem"
              tabIndex={-1}
              onClick={close}
              className={menuItemClass}
            >
              {link.label}
            </Link>
          ))}
          <div className="my-1 border-t border-stone-100" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={menuItemClass}
            onClick={() => {
              close();
              void signOut();
            }}
          >
            Sign out
          </button>
        </>
      )}
    </Menu>
  );
}

/** The same entries in the mobile menu. */
export function MobileAccountLinks() {
  const auth = useAuth();
  const signOut = useSignOut();
  if (!auth.viewer) return <VisitorLinks stacked />;
  return (
    <div className="flex flex-col gap-1 pt-1">
      <p className="truncate px-3 pb-1 text-xs text-muted">{auth.viewer.email}</p>
      {accountLinks(auth.viewer.role).map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className="rounded px-3 py-2 text-sm font-medium text-stone-700 hover:text-gold-700"
        >
          {link.label}
        </Link>
      ))}
      <Button variant="outline" className="mt-1" onClick={() => void signOut()}>
        Sign out
      </Button>
    </div>
  );
}
