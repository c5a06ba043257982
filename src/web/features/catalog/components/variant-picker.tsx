import { useId } from 'react';
import type { OptionView, VariantView } from '#core/catalog/product-variants';
import { isPickable, type PartialChoice } from '#core/catalog/choose-variant';
import { cn } from '../../../lib/cn';

/**
 * A product's options as radio groups (decision 135): one fieldset per option, its name the
 * legend, native radios so arrows move within a group and Tab between groups. A value that no
 * variant offers together with the other choices can't be picked (disabled).
 */
export function VariantPicker({
  options,
  variants,
  choice,
  onPick,
}: {
  options: OptionView[];
  variants: VariantView[];
  choice: PartialChoice;
  onPick: (position: number, value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-4">
      {options.map((option, position) => (
        <fieldset key={option.name} className="space-y-2">
          <legend className="text-sm font-medium">
            {option.name}
            {choice[position] ? (
              <span className="font-normal text-muted-foreground">: {choice[position]}</span>
            ) : null}
          </legend>
          <div className="flex flex-wrap gap-2">
            {option.values.map((value) => {
              const pickable = isPickable(variants, choice, position, value);
              const inputId = `${id}-${position}-${value}`;
              return (
                <span key={value}>
                  <input
                    type="radio"
                    id={inputId}
                    name={`${id}-${position}`}
                    value={value}
                    checked={choice[position] === value}
                    disabled={!pickable}
                    onChange={() => onPick(position, value)}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={inputId}
                    className={cn(
                      'inline-flex min-h-10 cursor-pointer items-center rounded-md border px-3 text-sm',
                      'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                      'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
                      'peer-disabled:cursor-not-allowed peer-disabled:line-through peer-disabled:opacity-50',
                    )}
                  >
                    {value}
                  </label>
                </span>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
