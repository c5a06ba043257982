import { useState } from 'react';
import { toCents } from '#core/money';
import type { OrderLineInput } from '#core/checkout/checkout-schema';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isDiscountRefused, useCheckDiscountCode } from '../api/check-discount-code';
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
  const check = useCheckDiscountCode();

  const apply = () => {
    if (code.trim() === '') return; // SPEC §5: an empty input does nothing
    check.mutate(
      { code, items: lines },
      {
        onSuccess: (result, { items }) => {
          onApplied({
            code: result.code,
            terms: { type: result.type, value: toCents(result.value) },
            // The lines it was checked for: if the cart differs by now, it is checked again.
            checkedFor: discountLinesKey(items),
          });
          setCode('');
        },
        // A refused code takes off the one applied before; an unanswered check leaves it.
        onError: (error) => {
          if (isDiscountRefused(error)) onApplied(null);
        },
      },
    );
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
                  apply();
                }
              }}
            />
            <Button type="button" variant="outline" disabled={check.isPending} onClick={apply}>
              {check.isPending ? 'Checking…' : 'Apply'}
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
