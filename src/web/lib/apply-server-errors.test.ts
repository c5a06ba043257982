import { describe, expect, it, vi } from 'vitest';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { placeOrderSchema } from '#core/checkout/checkout-schema';
import { ApiError } from './api-client';
import { applyServerErrors, fieldNames, markServerErrors } from './apply-server-errors';

/** A validation answer as plugins/error-handler.ts sends it: issues with dotted paths. */
function validationError(issues: { path: string; message: string }[]) {
  const first = issues[0]!;
  const message = first.path ? `${first.path}: ${first.message}` : first.message;
  return new ApiError(400, 'validation_failed', message, {
    error: 'validation_failed',
    message,
    issues,
  });
}

function recorder() {
  const calls: [string, string | undefined, boolean | undefined][] = [];
  const setError = vi.fn((name, error, options) => {
    calls.push([name, error.message, options?.shouldFocus]);
  }) as unknown as UseFormSetError<FieldValues>;
  return { calls, setError };
}

const CHECKOUT_FIELDS = ['firstName', 'lastName', 'email', 'city', 'zipCode'];

describe('applyServerErrors', () => {
  it("marks the checkout fields the server's own schema refused, under the body's prefix", () => {
    const parsed = placeOrderSchema.safeParse({
      customer: { firstName: 'Ada', lastName: 'L', email: 'not-an-address', city: ' ' },
      items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      shippingRateId: '00000000-0000-4000-8000-000000000000',
    });
    expect(parsed.success).toBe(false);
    // Exactly what the error handler does with a ZodError.
    const issues = parsed.error!.issues.map((i) => ({
      path: i.path.map(String).join('.'),
      message: i.message,
    }));
    const { calls, setError } = recorder();
    const rest = applyServerErrors(validationError(issues), setError, CHECKOUT_FIELDS, {
      prefix: 'customer',
    });
    expect(calls).toEqual([
      ['email', 'Enter a valid email address', true],
      ['city', 'City is required', false],
      // address and state are not fields of this form: they stay below.
      ['zipCode', 'ZIP code is required', false],
    ]);
    expect(rest).toBe('customer.address: Address is required\ncustomer.state: State is required');
  });

  it('returns null when every issue found its field, and reaches nested fields', () => {
    const { calls, setError } = recorder();
    const error = validationError([
      { path: 'general.ownerEmail', message: 'Invalid email' },
      { path: 'general.ownerEmail', message: 'Too long' },
      { path: 'images.0.url', message: 'Not a URL' },
    ]);
    expect(applyServerErrors(error, setError, ['general.ownerEmail', 'images', 'name'])).toBeNull();
    expect(calls).toEqual([
      ['general.ownerEmail', 'Invalid email', true],
      ['images', 'Not a URL', false],
    ]);
  });

  it('leaves an answer whose issues match no field to the form-level message, as before', () => {
    const { calls, setError } = recorder();
    const error = validationError([{ path: 'shippingRateId', message: 'Invalid UUID' }]);
    expect(applyServerErrors(error, setError, CHECKOUT_FIELDS, { prefix: 'customer' })).toBe(
      'shippingRateId: Invalid UUID',
    );
    expect(calls).toEqual([]);
  });

  it('maps renamed request paths and field-level refusals by code', () => {
    const { calls, setError } = recorder();
    const renamed = validationError([{ path: 'options.data.first_name', message: 'Too long' }]);
    expect(
      applyServerErrors(renamed, setError, ['firstName'], {
        paths: { 'options.data.first_name': 'firstName' },
      }),
    ).toBeNull();
    const exists = new ApiError(422, 'email_exists', 'User already registered', {
      error: 'email_exists',
      message: 'User already registered',
    });
    expect(
      applyServerErrors(exists, setError, ['email'], { codes: { email_exists: 'email' } }),
    ).toBeNull();
    expect(calls).toEqual([
      ['firstName', 'Too long', true],
      ['email', 'User already registered', true],
    ]);
  });

  it('keeps any other failure as a form-level message', () => {
    const { calls, setError } = recorder();
    const conflict = new ApiError(409, 'conflict', 'Out of stock', { error: 'conflict' });
    expect(applyServerErrors(conflict, setError, ['email'])).toBe('Out of stock');
    expect(applyServerErrors('boom', setError, ['email'])).toBe(
      'Something went wrong. Please try again.',
    );
    expect(calls).toEqual([]);
  });
});

describe('markServerErrors', () => {
  it("marks the fields the form's values name, with the options given, for any refusal", () => {
    const { calls, setError } = recorder();
    const form = { setError, getValues: () => ({ email: '', current_password: '' }) };
    const onError = markServerErrors(form, { codes: { invalid_credentials: 'current_password' } });
    onError(new ApiError(400, 'invalid_credentials', 'Invalid password'));
    onError(validationError([{ path: 'email', message: 'Invalid email' }]));
    onError(validationError([{ path: 'phone', message: 'Not a field here' }]));
    expect(calls).toEqual([
      ['current_password', 'Invalid password', true],
      ['email', 'Invalid email', true],
    ]);
  });
});

describe('fieldNames', () => {
  it('lists the fields of nested values as dotted paths; arrays and dates are one field', () => {
    expect(
      fieldNames({
        name: '',
        general: { ownerEmail: '', hours: { open: '9' } },
        images: [{ url: 'x' }],
        startsAt: new Date(0),
        note: undefined,
      }),
    ).toEqual(['name', 'general.ownerEmail', 'general.hours.open', 'images', 'startsAt', 'note']);
  });
});
