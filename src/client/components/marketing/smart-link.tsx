import { isSitePath, isWebAddress } from '@shared/site-path';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link whose target an admin typed: site paths go through the router, full web addresses
 * open as ordinary links. Anything else (`//host`, `/\host`, `javascript:`…), which the server
 * refuses today but older content may hold, renders as plain text rather than navigating off-site.
 */
export function SmartLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  if (isWebAddress(to)) {
    return (
      <a href={to} className={className} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (!isSitePath(to)) return <span className={className}>{children}</span>;
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
