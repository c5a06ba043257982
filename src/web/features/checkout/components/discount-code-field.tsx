import { useState } from 'react';
import { toast } from '../../../lib/lazy-sonner';
import { formatMoney, toCents } from '#core/money';
import type { DiscountTerms } from '#core/discounts/calculate-discount-amount';
import { discountRejectionTitles as refusalTitles } from '#core/discounts/check-discount-code';
import type { OrderLineInput } from '#core/store/checkout-schema';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { checkDiscountCode } from '../api/check-discount-code';

export type AppliedDiscount = { code: string; terms: DiscountTerms };

type Props = {
  lines: OrderLineInput[];
  applied: AppliedDiscount | null;
  onApplied(discount: AppliedDiscount | null): void;
};

/** The server checks the code against this cart and says what it saves. */
export function DiscountCodeField({ lines, applied, onApplied }: Props) {
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    if (code.trim() === '') return; // SPEC §5: an empty input does nothing
    setChecking(true);
    try {
      const result = await checkDiscountCode({ code, items: lines });
      if (!result.valid) {
        onApplied(null);
        if (result.reason === 'minimum_not_met' && result.minimumOrderAmount) {
          toast.error(refusalTitles.minimum_not_met, {
            description: `Minimum order of ${formatMoney(toCents(result.minimumOrderAmount))} required.`,
          });
        } else {
          toast.error(refusalTitles[result.reason]);
        }
        return;
      }
      onApplied({ code: result.code, terms: { type: result.type, value: toCents(result.value) } });
      setCode('');
      toast.success('Discount applied!', {
        description: `You saved ${formatMoney(toCents(result.discountAmount))}.`,
      });
    } catch {
      toast.error('Error', { description: 'Failed to apply discount code.' });
    } finally {
      setChecking(false);
    }
  };

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-md border border-dashed p-3 text-sm">
        <span>
          Code <strong>{applied.code}</strong> applied
        </span>
        <Button variant="ghost" size="sm" onClick={() => onApplied(null)}>
          Remove
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor="discount-code">Discount code</Label>
      <div className="flex gap-2">
        <Input
          id="discount-code"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault(); // apply the code, don't submit the order
              void apply();
            }
          }}
        />
        <Button type="button" variant="outline" disabled={checking} onClick={() => void apply()}>
          {checking ? 'Checking…' : 'Apply'}
        </Button>
      </div>
    </div>
  );
}
