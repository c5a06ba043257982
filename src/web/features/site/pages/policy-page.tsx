import {
  POLICY_KINDS,
  POLICY_TITLES,
  policyBlocks,
  policyPath,
  type PolicyKind,
} from '#core/settings/policy-pages';
import { SiteLink } from '../../../components/site-link';
import { usePolicies } from '../api/get-policies';

/**
 * /policies/<kind> (decision 173): one of the shop's policies as the owner wrote it in Settings,
 * live-rendered by the server from the public answer. Plain text: paragraphs and "- " lists,
 * every character escaped by React, so the owner's text never becomes markup.
 */
export function PolicyPage({ kind }: { kind: PolicyKind }) {
  const policies = usePolicies();
  const text = policies.data?.[kind];
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12" aria-labelledby="policy-heading">
      <h1 id="policy-heading" className="text-3xl font-bold tracking-tight">
        {POLICY_TITLES[kind]}
      </h1>
      <div className="mt-6 space-y-4 leading-relaxed" data-testid="policy-text">
        {text !== undefined ? (
          policyBlocks(text).map((block, index) =>
            block.kind === 'list' ? (
              <ul key={index} className="list-disc space-y-1 pl-6">
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={index}>{block.text}</p>
            ),
          )
        ) : policies.isError ? (
          <p role="alert">This policy could not be loaded. Please reload the page.</p>
        ) : (
          <p role="status" className="text-muted-foreground">
            Loading…
          </p>
        )}
      </div>
      <nav aria-label="Other policies" className="mt-10 border-t pt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {POLICY_KINDS.filter((other) => other !== kind).map((other) => (
            <li key={other}>
              <SiteLink
                to={policyPath(other)}
                className="text-primary underline underline-offset-4 hover:no-underline"
              >
                {POLICY_TITLES[other]}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
