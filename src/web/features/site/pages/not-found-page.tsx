import { HomeIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SiteLink } from '../../../components/site-link';
import { notFoundMeta } from '#core/site/page-meta';
import { buttonVariants } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/page-meta';

export function NotFoundPage() {
  const location = useLocation();
  usePageMeta({ title: notFoundMeta.title, description: notFoundMeta.description, noindex: true });
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <p
        className="bg-gradient-to-br from-violet-500 to-cyan-500 bg-clip-text text-8xl font-extrabold tracking-tighter text-transparent"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <p className="text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <SiteLink to="/" className={buttonVariants({ size: 'lg' })}>
        <HomeIcon aria-hidden="true" /> Return to Home
      </SiteLink>
    </section>
  );
}
