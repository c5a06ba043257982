import { ChevronDown, LayoutDashboard, LogOut, Package, Settings, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useAuth } from '../auth-context';

const itemClass =
  'flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground [&_svg]:size-4';

const links = [
  { to: '/orders', label: 'My Orders', icon: Package },
  { to: '/account', label: 'Account', icon: Settings },
  { to: '/admin', label: 'Admin', icon: LayoutDashboard, adminOnly: true },
];

/**
 * Top bar: 'Sign In' when signed out; when signed in, a disclosure menu with My Orders, Account, Admin
 * (admins only) and Sign Out. A plain disclosure of links (WAI's pattern for site navigation)
 * rather than a menu widget, so every public page stays free of a popover library.
 */
export function AccountMenu() {
  const { session, user, profile, role, loading, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Same footprint while the session is checked, so the bar does not jump.
  if (loading) return <span className="inline-block h-9 w-[4.25rem] sm:w-20" aria-hidden="true" />;
  if (!session || !user) {
    return (
      // Classes without cn: this appears only after hydration, where a list the server's table
      // (decision 146) lacks would build tailwind-merge's class map before the app is ready.
      <Link to="/auth" className={buttonVariants({ size: 'sm', className: 'max-sm:px-2.5' })}>
        Sign In
      </Link>
    );
  }
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  const close = () => setOpen(false);
  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <UserRound aria-hidden="true" />
        <span className="sr-only sm:not-sr-only sm:max-w-40 sm:truncate">
          {profile?.first_name || user.email}
        </span>
        <span className="sr-only">Account</span>
        <ChevronDown aria-hidden="true" />
      </Button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-1 w-56 rounded-md border bg-card p-1 text-card-foreground shadow-md"
        >
          <div className="px-2 py-1.5 text-sm">
            {name && <span className="block truncate font-medium">{name}</span>}
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          </div>
          <div className="-mx-1 my-1 h-px bg-border" />
          <ul>
            {links
              .filter((link) => !link.adminOnly || role === 'admin')
              .map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Link to={to} className={itemClass} onClick={close}>
                    <Icon aria-hidden="true" />
                    {label}
                  </Link>
                </li>
              ))}
            <li className="mt-1 border-t pt-1">
              <button type="button" className={itemClass} onClick={() => void signOut()}>
                <LogOut aria-hidden="true" />
                Sign Out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
