import { ShoppingBagIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
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

type Props = {
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
};

/** The slide-in panel of MobileMenu, loaded on first use (Radix Dialog stays off the first load). */
export default function MobileMenuPanel({ open, setOpen, trigger }: Props) {
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side="right"
        closeLabel="Close menu"
        className="w-[18rem] gap-6 overflow-y-auto"
        // The trigger lives outside the Dialog (it must exist before this chunk loads).
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            <LogoMark className="size-7" /> Layerworks 3D
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
