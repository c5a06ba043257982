import type { ComponentProps } from 'react';
import { useLocation } from 'react-router';

/** Marks the links `useRouteLinkClicks` (app/use-route-link-clicks.ts) sends through the router. */
export const SITE_LINK_ATTRIBUTE = 'data-site-link';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** An absolute path of this app, e.g. `/shop` or `productPagePath(slug)`. */
  to: string;
};

/**
 * A link to a page of this app, for the site's chrome and pages: a plain `<a href>`, its clicks
 * routed by the one listener of `useRouteLinkClicks`. React Router's `<Link>` resolves its path and
 * builds a click handler with half a dozen hooks per link, and the header, the footer and the
 * product cards hold dozens of them: that work sat in every public page's hydration on a phone
 * (decision 141). A link that needs the router's options (state, replace) stays a `<Link>`.
 */
export function SiteLink({ to, children, ...props }: SiteLinkProps) {
  return (
    <a {...props} href={to} data-site-link="">
      {children}
    </a>
  );
}

/**
 * `SiteLink` with the current page marked as `<NavLink end>` marks it: `aria-current="page"` and
 * `className` given `isActive` (the same path, case ignored, as React Router compares them).
 */
export function SiteNavLink({
  className,
  ...props
}: Omit<SiteLinkProps, 'className'> & {
  className: (state: { isActive: boolean }) => string;
}) {
  const isActive = useLocation().pathname.toLowerCase() === props.to.toLowerCase();
  return (
    <SiteLink
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={className({ isActive })}
    />
  );
}
