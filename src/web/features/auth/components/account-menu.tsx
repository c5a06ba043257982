import { LayoutDashboard, LogOut, Package, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useAuth } from '../auth-context';

/** Top bar: 'Sign In' when signed out; the account menu (orders, admin, sign out) when signed in. */
export function AccountMenu() {
  const { session, user, profile, role, loading, signOut } = useAuth();
  // Same footprint while the session is checked, so the bar does not jump.
  if (loading) return <span className="inline-block h-9 w-20" aria-hidden="true" />;
  if (!session || !user) {
    return (
      <Button asChild size="sm">
        <Link to="/auth">Sign In</Link>
      </Button>
    );
  }
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label="Account menu">
          <UserRound aria-hidden="true" />
          <span className="hidden max-w-40 truncate sm:inline">{profile?.first_name || user.email}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          {name && <span className="block truncate font-medium">{name}</span>}
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/orders">
            <Package aria-hidden="true" />
            My Orders
          </Link>
        </DropdownMenuItem>
        {role === 'admin' && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <LayoutDashboard aria-hidden="true" />
              Admin
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
