import { Link, NavLink, Outlet } from 'react-router';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { CartButton } from '../../features/store/components/cart-button';
import { cn } from '../../lib/cn';

const links = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/shop', label: 'Shop' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/** The public site's frame: top bar, main content, footer. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4">
          <Link to="/" className="text-lg font-bold tracking-tight">
            Layerworks 3D
          </Link>
          <ul className="flex gap-4 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={({ isActive }) => cn('hover:text-primary', isActive && 'text-primary')}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="ml-auto flex items-center gap-2">
            <CartButton />
            <AccountMenu />
          </div>
        </nav>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t py-8 text-center text-sm text-muted-foreground">
        © {new Date().getFullYear()} Layerworks 3D
      </footer>
    </div>
  );
}
