import { useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ProductFormOutput, ProductFormValues } from './product-form-values';
import { VariantBulkEdit } from './variant-bulk-edit';
import { VariantGridRow } from './variant-grid-row';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

/** The headings between the select-all box and the remove buttons, in the rows' cell order. */
const COLUMNS = [
  'Variant',
  'SKU',
  'Price (USD)',
  'Compare-at price',
  'Stock',
  'Inventory',
  'Lead time (days)',
  'Weight (g)',
  'Image',
];

/**
 * The variants grid: one row per combination, every cell an input labelled with the combination
 * ("Price for Red / PLA"); rows can be selected for the bulk edit or removed so that combination
 * is not sold.
 */
export function VariantGrid({ form }: { form: Form }) {
  const rows = useFieldArray({ control: form.control, name: 'variants' });
  const values = useWatch({ control: form.control, name: 'variants' });
  const images = useWatch({ control: form.control, name: 'images' }) ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selectedIndexes = rows.fields.flatMap((field, index) =>
    selected.has(field.id) ? [index] : [],
  );
  const toggle = (id: string, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = rows.fields.length > 0 && selectedIndexes.length === rows.fields.length;

  if (rows.fields.length === 0) return null;
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
      <VariantBulkEdit form={form} count={rows.fields.length} selected={selectedIndexes} />
      {/* Fits its box: a table when the box is wide enough, else a card per variant (styles.css). */}
      <div className="variant-grid relative rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">Variants</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="p-2">
                <input
                  type="checkbox"
                  aria-label="Select all variants"
                  checked={allSelected}
                  onChange={(event) =>
                    setSelected(
                      new Set(event.target.checked ? rows.fields.map((field) => field.id) : []),
                    )
                  }
                />
              </th>
              {COLUMNS.map((label) => (
                <th key={label} scope="col" className="p-2">
                  {label}
                </th>
              ))}
              <th scope="col" className="p-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((field, index) => (
              <VariantGridRow
                key={field.id}
                form={form}
                index={index}
                row={values?.[index] ?? field}
                images={images}
                selected={selected.has(field.id)}
                onSelect={(on) => toggle(field.id, on)}
                onRemove={() => {
                  toggle(field.id, false);
                  rows.remove(index);
                }}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
