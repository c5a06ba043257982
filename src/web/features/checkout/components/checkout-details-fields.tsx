import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CheckoutDetailsInput } from '#core/checkout/checkout-schema';
import { COUNTRY_CODES, countryName } from '#core/checkout/countries';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

type FieldName = keyof CheckoutDetailsInput;
type FieldProps = {
  name: FieldName;
  label: string;
  register: UseFormRegister<CheckoutDetailsInput>;
  errors: FieldErrors<CheckoutDetailsInput>;
  type?: string;
  autoComplete: string;
  required?: boolean;
  className?: string;
};

function Field({
  name,
  label,
  register,
  errors,
  type = 'text',
  autoComplete,
  required = true,
  className,
}: FieldProps) {
  const id = `checkout-${name}`;
  const message = errors[name]?.message;
  return (
    <div className={className ?? 'grid gap-2'}>
      <Label htmlFor={id}>
        {label}
        {required ? null : <span className="font-normal text-muted-foreground"> (optional)</span>}
      </Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...register(name)}
      />
      {message ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Every country from core's list, sorted by its English name; built once, on first use. */
let countryOptions: { code: string; name: string }[] | undefined;
const listCountries = () =>
  (countryOptions ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort(
    (a, b) => a.name.localeCompare(b.name, 'en'),
  ));

/** The country is chosen from the list (the server refuses anything else on this field). */
function CountryField({ register, errors }: Pick<FieldProps, 'register' | 'errors'>) {
  const message = errors.country?.message;
  return (
    <div className="grid gap-2">
      <Label htmlFor="checkout-country">Country</Label>
      <NativeSelect
        id="checkout-country"
        autoComplete="country"
        aria-required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? 'checkout-country-error' : undefined}
        {...register('country')}
      >
        {listCountries().map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </NativeSelect>
      {message ? (
        <p id="checkout-country-error" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * SPEC §5: contact and shipping address; phone optional, country defaults to US. For a pickup
 * (decision 172) the address is the billing address only, and optional.
 */
export function CheckoutDetailsFields({
  addressOptional = false,
  ...props
}: Pick<FieldProps, 'register' | 'errors'> & { addressOptional?: boolean }) {
  const required = !addressOptional;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field name="firstName" label="First Name" autoComplete="given-name" {...props} />
      <Field name="lastName" label="Last Name" autoComplete="family-name" {...props} />
      <Field name="email" label="Email" type="email" autoComplete="email" {...props} />
      <Field name="phone" label="Phone" type="tel" autoComplete="tel" required={false} {...props} />
      <Field
        name="address"
        label="Address"
        autoComplete={addressOptional ? 'billing street-address' : 'street-address'}
        className="grid gap-2 sm:col-span-2"
        required={required}
        {...props}
      />
      <Field
        name="city"
        label="City"
        autoComplete="address-level2"
        required={required}
        {...props}
      />
      <Field
        name="state"
        label="State"
        autoComplete="address-level1"
        required={required}
        {...props}
      />
      <Field
        name="zipCode"
        label="ZIP Code"
        autoComplete="postal-code"
        required={required}
        {...props}
      />
      <CountryField {...props} />
    </div>
  );
}
