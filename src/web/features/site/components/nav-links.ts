/** The top bar's links (SPEC §2 plus the in-app store and custom prints). */
export const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/shop', label: 'Store' },
  { to: '/custom', label: 'Custom Prints' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;
