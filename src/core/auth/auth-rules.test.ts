import { describe, expect, it } from 'vitest';
import {
  isPasswordTooLong,
  isRefreshDue,
  isRetryableStatus,
  normalizeEmail,
  passwordWeaknesses,
  refreshRetryDelays,
  safeRedirectPath,
} from './auth-rules';
import { resetPasswordFormSchema, signInFormSchema, signUpFormSchema } from './auth-forms';

describe('passwordWeaknesses', () => {
  it.each([
    ['', ['length']],
    ['12345', ['length']],
    ['123456', []],
    ['ééééé', ['length']],
    ['🐉🐉🐉🐉🐉🐉', []],
    ['correct horse battery staple, a passphrase longer than sixty-four characters!', []],
  ])('%j -> %j', (password, reasons) => {
    expect(passwordWeaknesses(password)).toEqual(reasons);
  });
});

describe('isPasswordTooLong', () => {
  it.each([
    ['a'.repeat(1024), false],
    ['a'.repeat(1025), true],
    ['é'.repeat(512), false],
    ['é'.repeat(513), true],
  ])('%#: %s chars', (password, tooLong) => {
    expect(isPasswordTooLong(password)).toBe(tooLong);
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['  Jane.Doe@Example.COM ', 'jane.doe@example.com'],
    ['a@b.co', 'a@b.co'],
    ['no-at-sign.example.com', null],
    ['two@@example.com', null],
    ['space in@example.com', null],
    ['nodot@localhost', null],
    ['trailing@example.', null],
    [`${'x'.repeat(250)}@example.com`, null],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizeEmail(raw)).toBe(expected);
  });
});

describe('isRefreshDue (SPEC §9: refresh when 90 s or less remain)', () => {
  const now = 1_000_000_000;
  it.each([
    [now / 1000 + 91, false],
    [now / 1000 + 90, true],
    [now / 1000 + 10, true],
    [now / 1000 - 5, true],
    [now / 1000 + 3600, false],
  ])('expires at %i -> %s', (expiresAt, due) => {
    expect(isRefreshDue(expiresAt, now)).toBe(due);
  });
});

describe('refreshRetryDelays (200 ms doubling within 30 s)', () => {
  it('starts at 200 ms, doubles, and stays within 30 s in total', () => {
    const delays = refreshRetryDelays();
    expect(delays).toEqual([200, 400, 800, 1600, 3200, 6400, 12800]);
    expect(delays.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(30_000);
  });
});

describe('isRetryableStatus', () => {
  it.each([
    [0, true],
    [502, true],
    [503, true],
    [504, true],
    [500, false],
    [400, false],
    [401, false],
    [429, false],
  ])('%i -> %s', (status, retryable) => {
    expect(isRetryableStatus(status)).toBe(retryable);
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/orders', '/orders'],
    ['/shop?q=dragon', '/shop?q=dragon'],
    ['//evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['', '/'],
    [null, '/'],
  ])('%j -> %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});

describe('form schemas (SPEC §5)', () => {
  it('sign-in needs email and password', () => {
    expect(signInFormSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    const missing = signInFormSchema.safeParse({ email: '', password: '' });
    expect(missing.error?.issues.map((i) => i.message)).toEqual([
      'Email is required',
      'Enter a valid email address',
      'Password is required',
    ]);
  });

  it('sign-up needs first name, last name, email and a 6-character password', () => {
    const ok = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: '123456',
    };
    expect(signUpFormSchema.safeParse(ok).success).toBe(true);
    const bad = signUpFormSchema.safeParse({
      firstName: ' ',
      lastName: '',
      email: 'ada',
      password: '12345',
    });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'firstName',
      'lastName',
      'email',
      'password',
    ]);
    expect(bad.error?.issues.at(-1)?.message).toBe('Password must be at least 6 characters');
  });

  it('reset needs matching passwords', () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: 'abcdef', confirm: 'abcdef' }).success,
    ).toBe(true);
    expect(
      resetPasswordFormSchema.safeParse({ password: 'abcdef', confirm: 'abcdeg' }).error?.issues[0]
        ?.message,
    ).toBe('Passwords do not match');
  });
});
