import { storeName } from '../../../lib/site-config';
import { ShoppingBagIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { focusTriggerOnClose, type LazyPanelProps } from '../../../components/lazy-panel-button';
import { buttonVariants } from '../../../components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '../../../components/ui/sheet';
import { cn } from '../../../lib/cn';
import { ThemeSelect } from '../../theme/theme-select';
import { ExternalStoreLink } from './external-store-link';
import { LogoMark } from './logo';
import { navLinks } from './nav-links';

/** The slide-in panel of MobileMenu, loaded on first use (Radix Dialog stays off the first load). */
export default function MobileMenuPanel({ open, setOpen, trigger }: LazyPanelProps) {
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side="right"
        closeLabel="Close menu"
        className="w-[18rem] gap-6 overflow-y-auto"
        onCloseAutoFocus={focusTriggerOnClose(trigger)}
      >
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            <LogoMark className="size-7" /> {storeName()}
          </SheetTitle>
          <SheetDescription>Custom 3D printing and printed products</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2.5 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      isActive && 'bg-accent text-accent-foreground',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ExternalStoreLink
          className={cn(buttonVariants(), 'w-full')}
          onClick={() => setOpen(false)}
        >
          <ShoppingBagIcon aria-hidden="true" />
          Shop
        </ExternalStoreLink>
        <ThemeSelect />
      </SheetContent>
    </Sheet>
  );
}
