import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link whose target an admin typed: site paths go through the router, full web addresses
 * open as ordinary links.
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
  if (/^https?:\/\//.test(to)) {
    return (
      <a href={to} className={className} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
