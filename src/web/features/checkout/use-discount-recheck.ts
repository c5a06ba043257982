import { useCallback, useEffect, useMemo, useState } from 'react';
import type { OrderLineInput } from '#core/checkout/checkout-schema';
import {
  discountLinesKey,
  recheckAppliedDiscount,
  type AppliedDiscount,
} from './recheck-applied-discount';

/**
 * Keeps an applied discount code true to the cart: when the lines differ from those
 * the code was checked for, the server checks it again; a refused code is removed and `notice`
 * says why. `pending` is true until the code is known to hold for the current lines, so Place
 * Order never sends a stale code. The server stays the authority: it checks again at order time.
 */
export function useDiscountRecheck(
  lines: OrderLineInput[],
  applied: AppliedDiscount | null,
  setApplied: (discount: AppliedDiscount | null) => void,
) {
  const [notice, setNotice] = useState<string | null>(null);
  const linesKey = discountLinesKey(lines);
  // One lines value per key: a new cart array with the same contents starts no new check.
  const keyedLines = useMemo(() => JSON.parse(linesKey) as OrderLineInput[], [linesKey]);
  const pending = applied !== null && applied.checkedFor !== linesKey;

  useEffect(() => {
    if (!applied || applied.checkedFor === linesKey) return;
    let current = true;
    void recheckAppliedDiscount(applied, keyedLines).then((outcome) => {
      // The cart changed again or the code was removed meanwhile: a newer run decides.
      if (!current) return;
      if ('removed' in outcome) {
        setApplied(null);
        setNotice(outcome.removed);
      } else setApplied(outcome.kept);
    });
    return () => {
      current = false;
    };
  }, [applied, keyedLines, linesKey, setApplied]);

  /** The field applies or removes a code: an older notice no longer applies. */
  const apply = useCallback(
    (discount: AppliedDiscount | null) => {
      setNotice(null);
      setApplied(discount);
    },
    [setApplied],
  );
  return { pending, notice, apply };
}
