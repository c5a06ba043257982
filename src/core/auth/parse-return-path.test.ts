import { describe, expect, it } from 'vitest';
import { parseReturnPath, RETURN_PATH_MAX_LENGTH } from './parse-return-path';

describe('parseReturnPath', () => {
  it.each(['/', '/checkout', '/orders?page=2', '/shop?category=Fidgets&sort=price-desc#top'])(
    'keeps the same-origin path %j',
    (path) => expect(parseReturnPath(path)).toBe(path),
  );

  it('keeps encoded slashes: they are part of a path on this origin', () => {
    expect(parseReturnPath('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
  });

  it.each([
    ['a protocol-relative URL', '//evil.com'],
    ['a protocol-relative URL with a path', '//evil.com/checkout'],
    ['a backslash the browser reads as a slash', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['a backslash later in the path', '/orders\\..\\..'],
    ['an absolute http URL', 'https://evil.com/checkout'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'checkout'],
    ['a leading space', ' /checkout'],
    ['a tab the URL parser would drop', '/\t/evil.com'],
    ['a newline the URL parser would drop', '/\n/evil.com'],
    ['a carriage return', '/orders\r'],
    ['a NUL', '/orders\u0000'],
    ['DEL', '/orders\u007f'],
    ['a C1 control', '/orders\u0085'],
    ['an empty string', ''],
  ])('refuses %s', (_, value) => expect(parseReturnPath(value)).toBeNull());

  it.each([undefined, null, 42, { from: '/orders' }, ['/orders']])(
    'refuses the non-string %j',
    (value) => expect(parseReturnPath(value)).toBeNull(),
  );

  it('refuses a path longer than the bound, before parsing it', () => {
    expect(parseReturnPath('/' + 'a'.repeat(RETURN_PATH_MAX_LENGTH - 1))).not.toBeNull();
    expect(parseReturnPath('/' + 'a'.repeat(RETURN_PATH_MAX_LENGTH))).toBeNull();
  });
});
