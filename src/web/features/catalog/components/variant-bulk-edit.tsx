import { useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { ProductFormOutput, ProductFormValues } from './product-form-values';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

/**
 * Sets one price or one stock count on every variant, or on the selected ones when any are
 * selected. The values go into the grid's cells, so the usual check runs on save; the result is
 * announced for screen readers.
 */
export function VariantBulkEdit({
  form,
  count,
  selected,
}: {
  form: Form;
  count: number;
  selected: number[];
}) {
  const id = useId();
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  const [done, setDone] = useState('');
  const targets = selected.length > 0 ? selected : Array.from({ length: count }, (_, i) => i);
  const scope = selected.length > 0 ? `selected (${selected.length})` : 'all';
  const which = selected.length > 0 ? `${selected.length} selected variants` : 'every variant';

  const setPrices = () => {
    for (const index of targets)
      form.setValue(`variants.${index}.price`, price.trim(), { shouldDirty: true });
    setDone(`Price ${price.trim()} set on ${which}.`);
  };
  const setStocks = () => {
    const value = Number(stock);
    for (const index of targets)
      form.setValue(`variants.${index}.stock`, value, { shouldDirty: true });
    setDone(`Stock ${value} set on ${which}.`);
  };
  const stockValid = stock.trim() !== '' && Number.isInteger(Number(stock)) && Number(stock) >= 0;

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-price`}>Price for {scope}</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-price`}
              inputMode="decimal"
              className="w-28"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
            <Button type="button" variant="outline" disabled={!price.trim()} onClick={setPrices}>
              Set price
            </Button>
          </div>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-stock`}>Stock for {scope}</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-stock`}
              type="number"
              min={0}
              step={1}
              className="w-24"
              value={stock}
              onChange={(event) => setStock(event.target.value)}
            />
            <Button type="button" variant="outline" disabled={!stockValid} onClick={setStocks}>
              Set stock
            </Button>
          </div>
        </div>
      </div>
      <p role="status" aria-live="polite" className="text-xs text-muted-foreground">
        {done}
      </p>
    </div>
  );
}
