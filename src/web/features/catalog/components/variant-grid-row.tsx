import type { ReactElement } from 'react';
import { get, type UseFormReturn } from 'react-hook-form';
import { variantTitle } from '#core/catalog/choose-variant';
import type { VariantRow } from '#core/catalog/generate-variant-rows';
import { MAX_VARIANT_WEIGHT_GRAMS } from '#core/catalog/product-variants';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import type { ProductFormOutput, ProductFormValues } from './product-form-values';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;
type Cell = keyof VariantRow;

/**
 * Each cell's column heading, shown above its input when the grid is stacked as one card per
 * variant in a narrow box (the `.variant-grid` rules in styles.css). A cell without one shows none.
 */
const CELL_LABELS: Partial<Record<Cell, string>> = {
  sku: 'SKU',
  price: 'Price (USD)',
  compareAtPrice: 'Compare-at price',
  stock: 'Stock',
  inventoryPolicy: 'Inventory',
  leadTimeDays: 'Lead time (days)',
  weightGrams: 'Weight (g)',
  imageUrl: 'Image',
};

/** A grid cell: its input (labelled by the caller) and that cell's error under it. */
function CellField({
  form,
  index,
  cell,
  children,
}: {
  form: Form;
  index: number;
  cell: Cell;
  children: (props: { 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactElement;
}) {
  const error = get(form.formState.errors, `variants.${index}.${cell}`) as
    { message?: unknown } | undefined;
  const message = typeof error?.message === 'string' ? error.message : undefined;
  const errorId = `variant-${index}-${cell}-error`;
  return (
    <td className="p-1 align-top" data-label={CELL_LABELS[cell]}>
      {children(message ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      {message && (
        <p id={errorId} className="mt-1 text-xs text-destructive">
          {message}
        </p>
      )}
    </td>
  );
}

/** How each text cell's input reads: the SKU in capitals, the prices as decimals. */
const TEXT_CELLS = {
  sku: { autoCapitalize: 'characters', className: 'min-w-36' },
  price: { inputMode: 'decimal', className: 'min-w-24' },
  compareAtPrice: { inputMode: 'decimal', className: 'min-w-24' },
} as const;

/** A cell whose input is the field's text as typed. */
function TextCell({
  form,
  index,
  cell,
  label,
}: {
  form: Form;
  index: number;
  cell: keyof typeof TEXT_CELLS;
  label: string;
}) {
  return (
    <CellField form={form} index={index} cell={cell}>
      {(aria) => (
        <Input
          aria-label={label}
          {...TEXT_CELLS[cell]}
          {...aria}
          {...form.register(`variants.${index}.${cell}`)}
        />
      )}
    </CellField>
  );
}

const fileName = (path: string) => decodeURIComponent(path.split('/').pop() ?? path);

/**
 * One combination's row of the variants grid: every cell an input labelled with the combination
 * ("Price for Red / PLA"); stock for tracked variants, a lead time for made to order.
 */
export function VariantGridRow({
  form,
  index,
  row,
  images,
  selected,
  onSelect,
  onRemove,
}: {
  form: Form;
  index: number;
  row: VariantRow;
  images: readonly string[];
  selected: boolean;
  onSelect: (on: boolean) => void;
  onRemove: () => void;
}) {
  const title = variantTitle(row.optionValues);
  const madeToOrder = row.inventoryPolicy === 'made_to_order';
  const comboError = get(form.formState.errors, `variants.${index}.optionValues`) as
    { message?: unknown } | undefined;
  return (
    <tr className="border-t">
      <td className="p-2 align-top">
        <input
          type="checkbox"
          aria-label={`Select ${title}`}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </td>
      <th scope="row" className="p-2 text-left align-top font-medium whitespace-nowrap">
        {title}
        {typeof comboError?.message === 'string' && (
          <p className="text-xs font-normal text-destructive">{comboError.message}</p>
        )}
      </th>
      <TextCell form={form} index={index} cell="sku" label={`SKU for ${title}`} />
      <TextCell form={form} index={index} cell="price" label={`Price for ${title}`} />
      <TextCell
        form={form}
        index={index}
        cell="compareAtPrice"
        label={`Compare-at price for ${title}`}
      />
      <CellField form={form} index={index} cell="stock">
        {(aria) =>
          madeToOrder ? (
            <span className="block p-2 text-muted-foreground">Not counted</span>
          ) : (
            <Input
              aria-label={`Stock for ${title}`}
              type="number"
              min={0}
              step={1}
              className="min-w-20"
              {...aria}
              {...form.register(`variants.${index}.stock`, { valueAsNumber: true })}
            />
          )
        }
      </CellField>
      <CellField form={form} index={index} cell="inventoryPolicy">
        {(aria) => (
          <NativeSelect
            aria-label={`Inventory for ${title}`}
            className="min-w-36"
            {...aria}
            {...form.register(`variants.${index}.inventoryPolicy`)}
          >
            <option value="track">Track stock</option>
            <option value="made_to_order">Made to order</option>
          </NativeSelect>
        )}
      </CellField>
      <CellField form={form} index={index} cell="leadTimeDays">
        {(aria) =>
          madeToOrder ? (
            <Input
              aria-label={`Lead time in days for ${title}`}
              type="number"
              min={1}
              max={365}
              step={1}
              required
              className="min-w-20"
              {...aria}
              {...form.register(`variants.${index}.leadTimeDays`, {
                setValueAs: (v: unknown) =>
                  v === '' || v === null || v === undefined ? null : Number(v),
              })}
            />
          ) : (
            <span className="block p-2 text-muted-foreground">—</span>
          )
        }
      </CellField>
      <CellField form={form} index={index} cell="weightGrams">
        {(aria) => (
          // Kept as typed: empty is the product's weight, the shared schema reads the grams.
          <Input
            aria-label={`Weight in grams for ${title}`}
            title="Empty: the product's weight"
            placeholder="Product's"
            type="number"
            min={0}
            max={MAX_VARIANT_WEIGHT_GRAMS}
            step={1}
            className="min-w-20"
            {...aria}
            {...form.register(`variants.${index}.weightGrams`)}
          />
        )}
      </CellField>
      <CellField form={form} index={index} cell="imageUrl">
        {(aria) => (
          <NativeSelect
            aria-label={`Image for ${title}`}
            className="min-w-36"
            {...aria}
            {...form.register(`variants.${index}.imageUrl`, {
              setValueAs: (v: unknown) => (v ? String(v) : null),
            })}
          >
            <option value="">Product's images</option>
            {images.map((path, position) => (
              <option key={path} value={path}>
                Image {position + 1} ({fileName(path)})
              </option>
            ))}
          </NativeSelect>
        )}
      </CellField>
      <td className="p-1 align-top">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Remove ${title}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </td>
    </tr>
  );
}
