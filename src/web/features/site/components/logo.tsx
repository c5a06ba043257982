import { storeName } from '../../../lib/site-config';
import { useId } from 'react';
import { SiteLink } from '../../../components/site-link';
import { cn } from '../../../lib/cn';

/**
 * The mark from favicon.svg: three print layers building up. The header and the footer both draw
 * it, so the gradient's id comes from useId (the same in the prerendered HTML and on hydration):
 * a fixed id would be repeated on every page.
 */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" className={cn('size-8 shrink-0', className)} aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#06b6d4" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
      <g fill="#fff">
        <rect x="14" y="40" width="36" height="8" rx="3" />
        <rect x="18" y="29" width="28" height="8" rx="3" fillOpacity=".85" />
        <rect x="23" y="18" width="18" height="8" rx="3" fillOpacity=".7" />
      </g>
    </svg>
  );
}

export function Logo({ nameClassName }: { nameClassName?: string }) {
  return (
    <SiteLink
      to="/"
      className="flex items-center gap-2.5 rounded-md font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <LogoMark />
      <span className={cn('text-lg', nameClassName)}>{storeName()}</span>
    </SiteLink>
  );
}
