import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Label } from '../ui/label';
import { Switch } from '../ui/switch';

/** A form's boolean field (most often isActive) as a labelled switch. */
export function ActiveSwitch<V extends FieldValues, T extends FieldValues>({
  control,
  name,
  id,
  label,
  className,
}: {
  control: Control<V, unknown, T>;
  name: Path<V>;
  id: string;
  label: string;
  className: string;
}) {
  return (
    <div className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch id={id} checked={field.value as boolean} onCheckedChange={field.onChange} />
        )}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
