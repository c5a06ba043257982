import { ShoppingBagIcon } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteNavLink } from '../../components/site-link';
import { findPageMeta, SITE_NAME } from '#core/site/page-meta';
import { buttonVariants } from '../../components/ui/button';
import { useVisitorAnalytics } from '../../features/analytics/use-visitor-analytics';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { ExternalStoreLink } from '../../features/site/components/external-store-link';
import { Logo } from '../../features/site/components/logo';
import { MobileMenu } from '../../features/site/components/mobile-menu';
import { navLinks } from '../../features/site/components/nav-links';
import { SiteFooter } from '../../features/site/components/site-footer';
import { CartButton } from '../../features/checkout/components/cart-button';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { cn } from '../../lib/cn';
import { applyPageMeta } from '../../lib/page-meta';

/** Defaults for every page; a page's usePageMeta (a passive effect) runs after and wins. */
function useDefaultPageMeta() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const meta = findPageMeta(pathname);
    applyPageMeta(
      meta ? { title: meta.title, description: meta.description } : { title: SITE_NAME },
      pathname,
    );
  }, [pathname]);
}

/** The public site's frame: top bar, main content, footer. */
export function SiteLayout() {
  useDefaultPageMeta();
  useVisitorAnalytics();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        {/* Fits 320 px (WCAG 1.4.10 reflow): tighter spacing and 36 px icon buttons below sm, the name beside the mark from 370 px. */}
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
          <Logo nameClassName="max-[369px]:sr-only max-sm:text-base md:max-lg:sr-only" />
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-0.5 text-sm font-medium">
              {navLinks.map((link) => (
                <li key={link.to}>
                  <SiteNavLink
                    to={link.to}
                    className={({ isActive }) =>
                      cn(
                        'rounded-md px-2.5 py-2 text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        isActive &&
                          'text-foreground underline decoration-primary decoration-2 underline-offset-8',
                      )
                    }
                  >
                    {link.label}
                  </SiteNavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
            <ExternalStoreLink
              className={cn(buttonVariants({ size: 'sm' }), 'mr-1 hidden md:inline-flex')}
              showIcon={false}
            >
              <ShoppingBagIcon aria-hidden="true" />
              Shop
            </ExternalStoreLink>
            <ThemeToggle />
            <CartButton />
            <AccountMenu />
            <MobileMenu />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
