import {
  Box,
  FileBox,
  Inbox,
  Layers,
  LayoutDashboard,
  LogOut,
  Percent,
  Printer3d,
  Settings,
  ShoppingCart,
  Tags,
  Truck,
  Users,
} from 'lucide-react';
import { Suspense } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import {
  Sidebar,
  SidebarInset,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from '../../components/ui/sidebar';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth/auth-context';
import type { Waiting } from '#core/dashboard/dashboard-responses';
import { useWaiting } from './api/get-waiting';

const links = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/products', label: 'Products', icon: Box },
  { to: '/admin/categories', label: 'Categories', icon: Tags },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingCart, waiting: 'orders' },
  { to: '/admin/production', label: 'Production', icon: Printer3d },
  { to: '/admin/quotes', label: 'Quotes', icon: FileBox, waiting: 'quotes' },
  { to: '/admin/print-materials', label: 'Print Materials', icon: Layers },
  { to: '/admin/customers', label: 'Customers', icon: Users },
  { to: '/admin/discounts', label: 'Discounts', icon: Percent },
  { to: '/admin/shipping', label: 'Shipping', icon: Truck },
  { to: '/admin/inbox', label: 'Inbox', icon: Inbox, waiting: 'messages' },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
] satisfies { to: string; label: string; icon: unknown; end?: boolean; waiting?: keyof Waiting }[];

/** What each count means, read after the link's name by a screen reader. */
const WAITING_WORDS: Record<keyof Waiting, string> = {
  orders: 'to fulfil',
  quotes: 'to review',
  messages: 'unread',
};

/**
 * The count beside a link of what waits for the owner (decision 174), none at zero. Collapsed
 * to icons, it is a dot on the icon and its words stay for screen readers.
 */
function WaitingCount({ kind, count }: { kind: keyof Waiting; count: number | undefined }) {
  if (!count) return null;
  return (
    <>
      <span
        data-testid={`waiting-${kind}`}
        className="ml-auto min-w-5 rounded-full bg-primary px-1.5 text-center text-xs font-semibold leading-5 text-primary-foreground group-data-[state=collapsed]:sr-only"
      >
        {count > 999 ? '999+' : count}
        <span className="sr-only"> {WAITING_WORDS[kind]}</span>
      </span>
      <span
        aria-hidden="true"
        className="absolute top-1.5 left-6 hidden size-2 rounded-full bg-primary group-data-[state=collapsed]:block"
      />
    </>
  );
}

const itemClass =
  'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0';
/** Collapsed to icons, the label stays for screen readers. */
const labelClass = 'truncate group-data-[state=collapsed]:sr-only';

function SidebarLinks() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { isMobile, setOpenMobile, state } = useSidebar();
  const collapsed = !isMobile && state === 'collapsed';
  const waiting = useWaiting().data;
  const onSignOut = async () => {
    try {
      await signOut();
    } catch (error) {
      // SPEC §4: a failed sign-out is logged and the user still goes to /auth.
      console.error('sign-out failed', error);
    }
    navigate('/auth', { replace: true });
  };
  return (
    <>
      <div className="flex h-14 items-center border-b px-3 font-semibold">
        <span className={labelClass}>Layerworks Admin</span>
      </div>
      <ul className="flex flex-1 flex-col gap-1 overflow-y-auto p-2">
        {links.map(({ to, label, icon: Icon, end, waiting: kind }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              title={collapsed ? label : undefined}
              onClick={() => setOpenMobile(false)}
              className={({ isActive }) =>
                cn(
                  itemClass,
                  'relative',
                  isActive && 'bg-accent font-medium text-accent-foreground',
                )
              }
            >
              <Icon aria-hidden="true" />
              <span className={labelClass}>{label}</span>
              {kind && <WaitingCount kind={kind} count={waiting?.[kind]} />}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="border-t p-2">
        <button
          type="button"
          onClick={onSignOut}
          title={collapsed ? 'Sign Out' : undefined}
          className={cn(itemClass, 'w-full')}
        >
          <LogOut aria-hidden="true" />
          <span className={labelClass}>Sign Out</span>
        </button>
      </div>
    </>
  );
}

/** On a phone the sidebar is closed: the header names what waits, each a link to its list. */
function WaitingLinks() {
  const waiting = useWaiting().data;
  const shown = links.filter((link) => link.waiting && waiting?.[link.waiting]);
  if (!waiting || shown.length === 0) return null;
  return (
    <nav aria-label="Waiting for you" className="flex min-w-0 gap-1 overflow-hidden md:hidden">
      {shown.map(({ to, label, waiting: kind }) => (
        <NavLink
          key={to}
          to={to}
          className="whitespace-nowrap rounded-full bg-primary px-2 text-xs font-semibold leading-6 text-primary-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {label} {waiting[kind!]}
          <span className="sr-only"> {WAITING_WORDS[kind!]}</span>
        </NavLink>
      ))}
    </nav>
  );
}

function PageFallback() {
  return (
    <div role="status" className="p-6 text-sm text-muted-foreground">
      Loading…
    </div>
  );
}

/** The admin frame; loaded only when an /admin route is visited (its own chunk). */
export default function AdminLayout() {
  return (
    <SidebarProvider>
      <Sidebar label="Admin">
        <SidebarLinks />
      </Sidebar>
      <SidebarInset>
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur">
          <SidebarTrigger />
          <WaitingLinks />
          <NavLink to="/" className="ml-auto text-sm text-muted-foreground hover:text-foreground">
            View site
          </NavLink>
        </header>
        <div id="main" className="mx-auto w-full max-w-7xl flex-1 p-4 md:p-6">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}
