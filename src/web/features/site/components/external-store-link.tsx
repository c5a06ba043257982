import { ExternalLinkIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { externalStoreUrl } from '../../../lib/site-config';

type ExternalStoreLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  showIcon?: boolean;
};

/** Opens the external store (EXTERNAL_STORE_URL) in a new tab, without giving it our window. */
export function ExternalStoreLink({ children, showIcon = true, ...props }: ExternalStoreLinkProps) {
  return (
    <a href={externalStoreUrl()} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {showIcon && <ExternalLinkIcon aria-hidden="true" />}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
