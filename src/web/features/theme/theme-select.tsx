import { LaptopIcon, MoonIcon, SunIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { useTheme } from './theme-context';
import type { Theme } from './theme-context';

const options: { value: Theme; label: string; Icon: typeof SunIcon }[] = [
  { value: 'light', label: 'Light', Icon: SunIcon },
  { value: 'dark', label: 'Dark', Icon: MoonIcon },
  { value: 'system', label: 'System', Icon: LaptopIcon },
];

/** Light, dark or system as a native radio group: arrow keys, labels and forms work unaided. */
export function ThemeSelect({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const name = useId();
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-2 text-sm font-medium">Theme</legend>
      <div className="grid w-full max-w-72 grid-cols-3 rounded-lg border bg-muted p-1">
        {options.map(({ value, label, Icon }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-muted-foreground transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              theme === value && 'bg-background text-foreground shadow-sm',
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={theme === value}
              onChange={() => setTheme(value)}
              className="sr-only"
            />
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
