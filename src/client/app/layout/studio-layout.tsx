import { Ellipsis } from 'lucide-react';
import { matchPath, NavLink, Outlet, useLocation } from 'react-router';
import { Menu, menuItemClass } from '@/components/ui/menu';
import { useAuth } from '@/features/accounts/use-auth';
import { cn } from '@/lib/cn';
import { type StudioLink, studioLinks } from './studio-links';

/**
 * The frame of every studio page: for a photographer, the studio's navigation beside the page
 * (a sidebar on a wide screen, a bar at the foot of a phone's screen). Clients open some of the
 * same addresses (their invoices, contracts, galleries) and see the page alone. The tree keeps
 * its shape either way, so the page is not mounted twice when the session arrives.
 */
export function StudioLayout() {
  const { viewer } = useAuth();
  const showsNav = viewer?.role === 'photographer';
  return (
    <div className={cn(showsNav && 'flex min-h-[calc(100vh-4rem)] flex-col lg:flex-row')}>
      {showsNav ? <StudioSidebar /> : null}
      <div className={cn(showsNav && 'min-w-0 flex-1')}>
        <Outlet />
      </div>
      {showsNav ? <StudioPhoneBar /> : null}
    </div>
  );
}

const sideLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-gold-50 hover:text-gold-800',
    isActive ? 'bg-gold-50 text-gold-800' : 'text-stone-700',
  );

function StudioSidebar() {
  return (
    <div className="hidden w-60 shrink-0 border-r border-stone-200 bg-stone-50/60 lg:block">
      <nav aria-label="Studio" className="sticky top-16 px-3 py-8">
        <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">Studio</p>
        <ul className="space-y-1">
          {studioLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={sideLinkClass}>
                <link.icon className="size-4 shrink-0" aria-hidden />
                {link.label}
                {link.useCount ? <LinkCount useCount={link.useCount} /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** A studio link's live count ("3 unread"), hidden at zero. */
function LinkCount({ useCount, dot = false }: { useCount: () => number | undefined; dot?: boolean }) {
  const count = useCount();
  if (!count) return null;
  return (
    <span
      className={cn(
        'rounded-full bg-gold-700 text-xs font-semibold text-white',
        dot ? 'absolute -top-2 -right-3 min-w-5 px-1 text-center' : 'ml-auto px-2 py-0.5',
      )}
    >
      {count}
      <span className="sr-only"> unread</span>
    </span>
  );
}

const barItemClass = (isActive: boolean) =>
  cn(
    'flex h-16 w-full flex-col items-center justify-center gap-1 px-1 text-xs font-medium',
    isActive ? 'text-gold-800' : 'text-stone-700 hover:text-gold-800',
  );

const isCurrent = (pathname: string, link: StudioLink) =>
  matchPath({ path: link.to, end: link.end ?? false }, pathname) !== null;

/**
 * On a phone: the most used places in a bar that stays at the foot of the screen, the rest
 * under More. Sticky rather than fixed, so it never covers the footer.
 */
function StudioPhoneBar() {
  const { pathname } = useLocation();
  const inBar = studioLinks.filter((link) => link.phone === 'bar');
  const inMore = studioLinks.filter((link) => link.phone === 'more');
  const moreIsCurrent = inMore.some((link) => isCurrent(pathname, link));
  return (
    <nav
      aria-label="Studio"
      className="sticky bottom-0 z-30 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="flex">
        {inBar.map((link) => (
          <li key={link.to} className="min-w-0 flex-1">
            <NavLink to={link.to} end={link.end} className={({ isActive }) => barItemClass(isActive)}>
              <span className="relative">
                <link.icon className="size-5" aria-hidden />
                {link.useCount ? <LinkCount useCount={link.useCount} dot /> : null}
              </span>
              <span className="max-w-full truncate">{link.label}</span>
            </NavLink>
          </li>
        ))}
        <li className="min-w-0 flex-1">
          <Menu
            label="More studio pages"
            side="top"
            align="right"
            triggerClassName={barItemClass(moreIsCurrent)}
            trigger={
              <>
                <Ellipsis className="size-5" aria-hidden />
                <span>More</span>
              </>
            }
          >
            {(close) =>
              inMore.map((link) => (
                <NavLink
                  key={link.to}
                  to={link.to}
                  end={link.end}
                  role="menuitem"
                  tabIndex={-1}
                  onClick={close}
                  className={cn(menuItemClass, 'flex items-center gap-3')}
                >
                  <link.icon className="size-4" aria-hidden />
                  {link.label}
                </NavLink>
              ))
            }
          </Menu>
        </li>
      </ul>
    </nav>
  );
}
