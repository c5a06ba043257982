import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { POLICY_KINDS, POLICY_TITLES, policyPath } from '#core/settings/policy-pages';
import {
  MAX_POLICY_CHARS,
  shopPoliciesSchema,
  type ShopPolicies,
} from '#core/settings/shop-policies';
import { markServerErrors } from '../../../lib/apply-server-errors';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/titled-card';
import { Textarea } from '../../../components/ui/textarea';
import { FormField } from '../../../components/admin/form-field';
import { useShopPolicies } from '../api/get-shop-policies';
import { useSaveShopPolicies } from '../api/save-shop-policies';

/**
 * Admin → Settings → Policies (decision 173): the four texts the footer and checkout link to,
 * plain text (a blank line starts a paragraph, lines starting with "- " make a list).
 */
export function PoliciesCard() {
  const query = useShopPolicies();
  const form = useForm<ShopPolicies>({ resolver: zodResolver(shopPoliciesSchema) });
  useEffect(() => {
    if (query.data) form.reset(query.data);
  }, [query.data, form]);
  const save = useSaveShopPolicies(markServerErrors(form));
  const e = form.formState.errors;
  if (query.isPending) return <p role="status">Loading…</p>;
  if (query.isError) return <p>The policies could not be loaded.</p>;
  return (
    <TitledCard
      title="Policies"
      description="Published on your site and linked from every page's footer and from checkout. Plain text: a blank line starts a new paragraph, lines starting with “- ” make a list."
    >
      <form
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        noValidate
        className="grid gap-4"
        aria-label="Policies"
      >
        {POLICY_KINDS.map((kind) => (
          <FormField
            key={kind}
            label={POLICY_TITLES[kind]}
            hint={`Shown at ${policyPath(kind)}; at most ${MAX_POLICY_CHARS.toLocaleString('en-US')} characters.`}
            error={e[kind]?.message}
          >
            <Textarea rows={8} maxLength={MAX_POLICY_CHARS} {...form.register(kind)} />
          </FormField>
        ))}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Policies'}
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}
