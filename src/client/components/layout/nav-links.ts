/** Links shared by the desktop navbar, the mobile menu and the footer. */
export const featureLinks = [
  { to: '/features/for-clients', label: 'For Clients' },
  { to: '/features/for-photographers', label: 'For Photographers' },
] as const;

export const mainLinks = [
  { to: '/services', label: 'Services' },
  { to: '/photographers', label: 'Photographers' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;
