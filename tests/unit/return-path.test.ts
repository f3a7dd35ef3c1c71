import { describe, expect, it } from 'vitest';
import { landingPathFor, safeReturnPath } from '../../domain/return-path';

describe('safeReturnPath', () => {
  it.each(['/membership', '/membership?plan=premium&cycle=yearly', '/orders/abc', '/dashboard#recent', '/'])(
    'keeps the same-origin path %s',
    (path) => expect(safeReturnPath(path)).toBe(path),
  );

  it.each([
    ['an absolute URL', 'https://evil.example/x'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'membership'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a header-splitting newline', '/x\r\nSet-Cookie: a=b'],
    ['a raw Unicode character', '/caf\u00e9'],
    ['a space', '/a b'],
    ['the API (sign-out)', '/api/logout'],
    ['the API root', '/api'],
    ['an empty string', ''],
    ['a very long path', `/${'a'.repeat(600)}`],
    ['a non-string', 42],
  ])('refuses %s', (_name, value) => expect(safeReturnPath(value)).toBeUndefined());

  it('keeps paths that merely start with the letters api', () => {
    expect(safeReturnPath('/apiary')).toBe('/apiary');
  });
});

describe('landingPathFor', () => {
  it('returns a client to the page it came from', () => {
    expect(landingPathFor('CLIENT', '/membership?plan=premium')).toBe('/membership?plan=premium');
    expect(landingPathFor('MEMBER', '/documents')).toBe('/documents');
  });

  it('sends a customer asking for the back-office to its dashboard instead', () => {
    expect(landingPathFor('CLIENT', '/admin')).toBe('/dashboard');
    expect(landingPathFor('CLIENT', '/admin/orders')).toBe('/dashboard');
  });

  it('sends staff asking for a customer-only page to the back-office instead', () => {
    expect(landingPathFor('PARALEGAL', '/dashboard')).toBe('/admin');
    expect(landingPathFor('ADMIN', '/documents?q=x')).toBe('/admin');
    expect(landingPathFor('ADMIN', '/admin/orders')).toBe('/admin/orders');
    expect(landingPathFor('SUPERADMIN', '/membership')).toBe('/membership');
  });

  it("treats the client's order list as customer-only, but not an order's own page", () => {
    expect(landingPathFor('CLIENT', '/orders?page=2')).toBe('/orders?page=2');
    expect(landingPathFor('ADMIN', '/orders')).toBe('/admin');
    expect(landingPathFor('ADMIN', '/orders?page=2')).toBe('/admin');
    const order = '/orders/00000000-0000-4000-8000-000000000000';
    expect(landingPathFor('ADMIN', order)).toBe(order);
  });

  it('falls back to the role home without a safe path', () => {
    expect(landingPathFor('CLIENT', undefined)).toBe('/dashboard');
    expect(landingPathFor('ADMIN', '//evil.example')).toBe('/admin');
  });
});
