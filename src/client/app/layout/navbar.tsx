import { useQuery } from '@tanstack/react-query';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { featureLinks, mainLinks } from '@/components/layout/nav-links';
import { NavMenu } from '@/components/layout/nav-menu';
import { AccountMenu, MobileAccountLinks } from '@/features/accounts/account-menu';
import { cn } from '@/lib/cn';
import { siteContentQuery } from '@/lib/site-content-query';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded px-3 py-2 text-sm font-medium hover:text-gold-700',
    isActive ? 'text-gold-700' : 'text-stone-700',
  );

export function Navbar() {
  const location = useLocation();
  // The menu belongs to the visit it was opened on: any navigation closes it (a link in it, even
  // to the page already shown, the studio's bar, Back), and coming back to that page later does
  // not open it again. Every navigation has its own key; the path alone repeats.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const mobileOpen = openedOn === location.key;
  const { data: site } = useQuery(siteContentQuery);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Logo name={site?.settings.siteName} />
        <div className="hidden items-center gap-1 lg:flex">
          <NavMenu label="Features" links={featureLinks} />
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </div>
        <div className="hidden lg:block">
          <AccountMenu />
        </div>
        <button
          type="button"
          className="rounded p-2 text-stone-700 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setOpenedOn(mobileOpen ? null : location.key)}
        >
          {mobileOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
      </nav>
      {mobileOpen ? (
        <div id="mobile-menu" className="border-t border-stone-200 bg-white px-4 pb-4 lg:hidden">
          <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            Features
          </p>
          {featureLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) => cn(navLinkClass({ isActive }), 'block')}
            >
              {link.label}
            </NavLink>
          ))}
          <div className="my-2 border-t border-stone-100" />
          {mainLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) => cn(navLinkClass({ isActive }), 'block')}
            >
              {link.label}
            </NavLink>
          ))}
          <div className="my-2 border-t border-stone-100" />
          <MobileAccountLinks />
        </div>
      ) : null}
    </header>
  );
}
