import { useState } from 'react';
import { toast } from '../../../lib/lazy-sonner';
import { formatMoney, toCents } from '#core/money';
import { describeDiscountRejection } from '#core/discounts/describe-discount-rejection';
import type { OrderLineInput } from '#core/checkout/checkout-schema';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { checkDiscountCode } from '../api/check-discount-code';
import { discountLinesKey, type AppliedDiscount } from '../recheck-applied-discount';

type Props = {
  lines: OrderLineInput[];
  applied: AppliedDiscount | null;
  onApplied(discount: AppliedDiscount | null): void;
  /** Why an applied code was removed after the cart changed (useDiscountRecheck). */
  notice?: string | null;
};

/** The server checks the code against this cart and says what it saves. */
export function DiscountCodeField({ lines, applied, onApplied, notice = null }: Props) {
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    if (code.trim() === '') return; // SPEC §5: an empty input does nothing
    setChecking(true);
    try {
      const checked = lines;
      const result = await checkDiscountCode({ code, items: checked });
      if (!result.valid) {
        onApplied(null);
        const minimum = result.minimumOrderAmount;
        const { title, description } = describeDiscountRejection(
          result.reason,
          minimum === undefined ? undefined : toCents(minimum),
        );
        toast.error(title, description ? { description } : undefined);
        return;
      }
      onApplied({
        code: result.code,
        terms: { type: result.type, value: toCents(result.value) },
        // The lines it was checked for: if the cart differs by now, it is checked again.
        checkedFor: discountLinesKey(checked),
      });
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

  return (
    <div>
      {applied ? (
        <div className="flex items-center justify-between gap-2 rounded-md border border-dashed p-3 text-sm">
          <span>
            Code <strong>{applied.code}</strong> applied
          </span>
          <Button variant="ghost" size="sm" onClick={() => onApplied(null)}>
            Remove
          </Button>
        </div>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor="discount-code">Discount code</Label>
          <div className="flex gap-2">
            <Input
              id="discount-code"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              aria-describedby="discount-code-notice"
              onChange={(e) => setCode(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault(); // apply the code, don't submit the order
                  void apply();
                }
              }}
            />
            <Button
              type="button"
              variant="outline"
              disabled={checking}
              onClick={() => void apply()}
            >
              {checking ? 'Checking…' : 'Apply'}
            </Button>
          </div>
        </div>
      )}
      {/* Always in the page (empty, it takes no room), so a screen reader announces the text. */}
      <p
        id="discount-code-notice"
        role="status"
        className={notice ? 'mt-2 text-sm text-destructive' : undefined}
      >
        {notice}
      </p>
    </div>
  );
}
