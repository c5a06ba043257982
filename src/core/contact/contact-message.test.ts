import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from './contact-limits';
import { contactMessageSchema } from './contact-message';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'A quote',
  message: 'Can you print a dragon?',
};

describe('contactMessageSchema', () => {
  it('accepts a complete message and sanitises every field', () => {
    const parsed = contactMessageSchema.parse({
      name: '  <b>Ada</b> ',
      email: ' ada@example.com ',
      subject: 'javascript:Quote',
      message: 'Hello onclick=there',
    });
    expect(parsed).toEqual({
      name: 'bAda/b',
      email: 'ada@example.com',
      subject: 'Quote',
      message: 'Hello there',
    });
  });

  it.each(['name', 'email', 'subject', 'message'] as const)('requires %s', (key) => {
    const result = contactMessageSchema.safeParse({ ...valid, [key]: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([key]);
  });

  it.each(['name', 'email', 'subject', 'message'] as const)('refuses a missing %s', (key) => {
    const { [key]: _dropped, ...rest } = valid;
    expect(contactMessageSchema.safeParse(rest).success).toBe(false);
  });

  it('requires the whole value to be only unsafe text to count as empty', () => {
    expect(contactMessageSchema.safeParse({ ...valid, name: '<>' }).success).toBe(false);
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com'])(
    'refuses the e-mail %j',
    (email) => {
      const result = contactMessageSchema.safeParse({ ...valid, email });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
    },
  );

  it('refuses over-long fields', () => {
    const long = 'x'.repeat(CONTACT_LIMITS.message + 1);
    expect(contactMessageSchema.safeParse({ ...valid, message: long }).success).toBe(false);
  });
});
