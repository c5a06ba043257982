import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { sameValue } from '#core/catalog/choose-variant';
import { Input } from '../../../components/ui/input';
import { optionValuePlaceholder } from './option-value-placeholder';

/**
 * An option's values as removable chips, typed into one box: Enter or a comma adds what was
 * typed (several at once when pasted "Red, Blue"); leaving the box adds it too, so nothing
 * typed is lost. A value already listed (without case) is not added twice.
 */
export function OptionValuesInput({
  id,
  optionName,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  optionName: string;
  value: string[];
  onChange: (values: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [text, setText] = useState('');
  const add = (typed: string) => {
    const next = [...value];
    for (const part of typed.split(',').map((v) => v.trim()))
      if (part && !next.some((have) => sameValue(have, part))) next.push(part);
    if (next.length !== value.length) onChange(next);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  const label = optionName.trim() || 'this option';
  return (
    <div className="grid gap-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`Values of ${label}`}>
          {value.map((v) => (
            <li
              key={v}
              className="inline-flex items-center gap-1 rounded-full border bg-muted px-3 py-1 text-sm"
            >
              {v}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={`Remove ${v} from ${label}`}
                onClick={() => onChange(value.filter((other) => other !== v))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        value={text}
        placeholder={optionValuePlaceholder(optionName)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const typed = event.target.value;
          // A pasted list with commas is split at once; a trailing comma finishes a value.
          if (typed.includes(',')) add(typed);
          else setText(typed);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => add(text)}
      />
    </div>
  );
}
