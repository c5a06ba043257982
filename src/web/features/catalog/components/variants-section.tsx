import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { generateVariantRows } from '#core/catalog/generate-variant-rows';
import { MAX_VARIANTS } from '#core/catalog/product-variants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import type { ProductFormOutput, ProductFormValues } from './product-form-values';
import { VariantGrid } from './variant-grid';
import { VariantOptionsEditor } from './variant-options-editor';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

/**
 * "Options and variants" (decision 135): the options, "Generate every combination"
 * (keeping what existing combinations hold) and the grid. A product without options shows only
 * the button to add one; its price, SKU and stock stay the spec's fields above.
 */
export function VariantsSection({ form }: { form: Form }) {
  const options = useWatch({ control: form.control, name: 'options' });
  const [status, setStatus] = useState('');
  const error = form.formState.errors.variants as
    { message?: string; root?: { message?: string } } | undefined;
  const rootMessage = error?.message ?? error?.root?.message;

  const generate = () => {
    const { sku, price, compareAtPrice, stock, variants } = form.getValues();
    const rows = generateVariantRows(form.getValues('options'), variants, {
      sku,
      price: String(price ?? ''),
      compareAtPrice: String(compareAtPrice ?? ''),
    });
    if (rows.length > MAX_VARIANTS) {
      setStatus(`${rows.length} combinations: a product has at most ${MAX_VARIANTS} variants.`);
      return;
    }
    form.setValue('variants', rows, { shouldDirty: true });
    form.clearErrors('variants');
    const made = `${rows.length} ${rows.length === 1 ? 'combination' : 'combinations'} in the grid.`;
    // The product's own stock is not shared out (it could sell more than there is): say so, or
    // a product whose stock the owner typed opens as out of stock in every variant.
    const typedStock = variants.length === 0 && Number(stock) > 0 ? Number(stock) : 0;
    setStatus(
      typedStock > 0
        ? `${made} Each starts with no stock: set every variant's stock (the ${typedStock} typed for the product is not shared out).`
        : made,
    );
  };
  const canGenerate =
    options.length > 0 && options.every((option) => option.name.trim() && option.values.length);

  return (
    <Card>
      <CardContent className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 pt-6">
        <div>
          <h2 className="font-semibold">Options and variants</h2>
          <p className="text-sm text-muted-foreground">
            Options such as Colour or Material give the product one variant per combination, each
            with its own SKU, price and stock.
          </p>
        </div>
        <VariantOptionsEditor form={form} />
        {options.length > 0 && (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" disabled={!canGenerate} onClick={generate}>
              Generate every combination
            </Button>
            <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
              {status}
            </p>
          </div>
        )}
        {options.length > 0 && <VariantGrid form={form} />}
        {options.length > 0 && rootMessage && (
          <p className="text-sm text-destructive" role="alert">
            {rootMessage}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
