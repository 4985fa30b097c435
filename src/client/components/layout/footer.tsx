import { lagosDate } from '@shared/lagos-time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { siteContentQuery } from '@/lib/site-content-query';
import { Logo } from './logo';
import { featureLinks, mainLinks } from './nav-links';

const legalLinks = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/demo', label: 'Request a Demo' },
] as const;

const DEFAULT_FOOTER_TEXT = 'The all-in-one platform to book, manage and streamline photography services.';

export function Footer() {
  // Site name and footer text are edited by the super admin; the defaults cover the first paint.
  const { data } = useQuery(siteContentQuery);
  const siteName = data?.settings.siteName ?? 'Aworan';
  return (
    <footer className="border-t border-stone-200 bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <Logo name={siteName} />
          <p className="mt-3 max-w-sm text-sm text-muted">
            {data?.settings.footerText || DEFAULT_FOOTER_TEXT}
          </p>
          <p className="mt-4 text-sm text-muted">
            <span className="font-semibold text-ink">Support hours:</span> Monday to Friday, 9am to 5pm
          </p>
        </div>
        <nav aria-label="Explore">
          <h2 className="font-sans text-sm font-semibold text-ink">Explore</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {[...mainLinks, ...featureLinks].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted hover:text-gold-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="font-sans text-sm font-semibold text-ink">Company</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted hover:text-gold-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-stone-200 py-4 text-center text-xs text-muted">
        © {lagosDate().slice(0, 4)} {siteName}. Made in Nigeria.
      </div>
    </footer>
  );
}
