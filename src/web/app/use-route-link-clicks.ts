import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SITE_LINK_ATTRIBUTE } from '../components/site-link';

/**
 * The one click listener behind every `SiteLink` (components/site-link.tsx): a left click without
 * a modifier key on such a link, in this tab and to this origin, is a client-side navigation, as
 * React Router's `<Link>` makes it (to the page already shown, it replaces the history entry).
 * Anything else (a new tab, a download, a click a handler already took) is left to the browser.
 * It listens on the document, so a component's own onClick on the link runs first. A hook, not
 * a component: a sibling the prerender does not render would shift every useId after it.
 */
export function useRouteLinkClicks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>(`a[${SITE_LINK_ATTRIBUTE}]`)
          : null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download'))
        return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = url.pathname + url.search + url.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, { replace: to === here });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
