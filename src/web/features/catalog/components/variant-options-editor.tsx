import { Controller, get, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { MAX_OPTIONS } from '#core/catalog/product-variants';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { ProductFormOutput, ProductFormValues } from './product-form-values';
import { OptionValuesInput } from './option-values-input';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

const messageAt = (form: Form, path: string): string | undefined => {
  const error = get(form.formState.errors, path) as { message?: unknown } | undefined;
  // An issue on one value (a duplicate) sits under values.<n>; show the first.
  const nested = Array.isArray(error) ? (error.find(Boolean) as { message?: unknown }) : undefined;
  const message = error?.message ?? nested?.message;
  return typeof message === 'string' ? message : undefined;
};

/** Up to three options (Colour, Material, Size), each a name and its values; removable. */
export function VariantOptionsEditor({ form }: { form: Form }) {
  const options = useFieldArray({ control: form.control, name: 'options' });
  return (
    <div className="grid gap-4">
      {options.fields.map((field, index) => {
        const number = index + 1;
        const nameError = messageAt(form, `options.${index}.name`);
        const valuesError = messageAt(form, `options.${index}.values`);
        const name = form.watch(`options.${index}.name`);
        return (
          <fieldset
            key={field.id}
            className="grid gap-3 rounded-md border p-4 sm:grid-cols-[1fr_2fr_auto]"
          >
            <legend className="px-1 text-sm font-medium">Option {number}</legend>
            <div className="grid content-start gap-2">
              <Label htmlFor={`option-${number}-name`}>Option {number} name</Label>
              <Input
                id={`option-${number}-name`}
                placeholder="Colour"
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `option-${number}-name-error` : undefined}
                {...form.register(`options.${index}.name`)}
              />
              {nameError && (
                <p id={`option-${number}-name-error`} className="text-sm text-destructive">
                  {nameError}
                </p>
              )}
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={`option-${number}-values`}>Option {number} values</Label>
              <Controller
                control={form.control}
                name={`options.${index}.values`}
                render={({ field: values }) => (
                  <OptionValuesInput
                    id={`option-${number}-values`}
                    optionName={name}
                    value={values.value}
                    onChange={values.onChange}
                    invalid={Boolean(valuesError)}
                    describedBy={`option-${number}-values-hint${valuesError ? ` option-${number}-values-error` : ''}`}
                  />
                )}
              />
              <p id={`option-${number}-values-hint`} className="text-xs text-muted-foreground">
                Separate values with a comma or Enter.
              </p>
              {valuesError && (
                <p id={`option-${number}-values-error`} className="text-sm text-destructive">
                  {valuesError}
                </p>
              )}
            </div>
            <Button
              type="button"
              variant="outline"
              className="self-start sm:mt-7"
              onClick={() => options.remove(index)}
            >
              Remove option {number}
            </Button>
          </fieldset>
        );
      })}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={options.fields.length >= MAX_OPTIONS}
          onClick={() => options.append({ name: '', values: [] })}
        >
          Add option
        </Button>
        {options.fields.length >= MAX_OPTIONS && (
          <p className="mt-1 text-xs text-muted-foreground">A product has at most three options.</p>
        )}
      </div>
    </div>
  );
}
