import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/**
 * Below 768 px the links live in a slide-in panel from the right. The button is here on every
 * page; the panel's code (Radix Dialog, ~7 KB gzip) loads when the button is first pointed at,
 * focused or pressed (decision 007).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const prepare = () => void loadPanel();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden="true" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} setOpen={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
