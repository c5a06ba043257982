import type { HTMLAttributes, ReactNode } from 'react';

/** The owner's print forms' inputs and selects: one height, one border. */
export const fieldControl =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** A text input of the owner's print forms, its small label above it. */
export function LabelledInput({
  id,
  label,
  value,
  onChange,
  inputMode,
  disabled,
}: {
  id: string;
  label: ReactNode;
  value: string | number;
  onChange: (value: string) => void;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium">
        {label}
      </label>
      <input
        id={id}
        inputMode={inputMode}
        className={fieldControl}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
