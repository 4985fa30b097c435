import type { Role } from '@shared/accounts-api';
import { ChevronDown, CircleUser } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { displayName, useAuth } from './use-auth';
import { useSignOut } from './use-sign-out';

interface MenuLink {
  to: string;
  label: string;
}

/** The spec's account menu, by role. */
export function accountLinks(role: Role): MenuLink[] {
  return [
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
 * The navbar's account area: Log in and Sign up for visitors, a menu for signed-in people.
 * A small hand-made menu (arrows, Home/End, Escape) keeps Radix's popper out of the entry
 * chunk, like the Features menu beside it.
 */
export function AccountMenu() {
  const auth = useAuth();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Keeps the navbar from jumping between "Log in" and the menu while the session loads.
  if (auth.status === 'loading') return <div className="h-10 w-40" aria-hidden />;
  if (!auth.viewer) return <VisitorLinks />;

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };
  const itemClass =
    'block w-full rounded px-3 py-2 text-left text-sm text-ink outline-none hover:bg-gold-50 hover:text-gold-800 focus:bg-gold-50 focus:text-gold-800';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:text-gold-700"
      >
        <CircleUser className="size-5" aria-hidden />
        <span className="max-w-40 truncate">{displayName(auth.viewer)}</span>
        <ChevronDown className="size-4" aria-hidden />
        <span className="sr-only">account menu</span>
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label="Account"
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-50 mt-1.5 min-w-52 rounded-md border border-stone-200 bg-white p-1 shadow-lg"
        >
          <p className="truncate px-3 py-2 text-xs text-muted">{auth.viewer.email}</p>
          {accountLinks(auth.viewer.role).map((link) => (
            <Link
              key={link.to}
              to={link.to}
              role="menuitem"
              tabIndex={-1}
              onClick={() => setOpen(false)}
              className={itemClass}
            >
              {link.label}
            </Link>
          ))}
          <div className="my-1 border-t border-stone-100" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={itemClass}
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
          >
            Sign out
          </button>
        </div>
      ) : null}
    </div>
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
