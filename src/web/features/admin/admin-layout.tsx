import { Link, Outlet } from 'react-router';

/** The admin frame; loaded only when an /admin route is visited (its own chunk). */
export default function AdminLayout() {
  return (
    <div className="flex min-h-dvh">
      <aside className="w-64 border-r p-4" aria-label="Admin">
        <Link to="/admin" className="font-bold">
          Admin
        </Link>
      </aside>
      <main className="flex-1 p-6">
        <Outlet />
      </main>
    </div>
  );
}
