import { describe, expect, it } from 'vitest';
import { isUuid, uuidSchema } from '../../domain/uuid';

describe('record ids', () => {
  it('are UUIDs of any version and case, as PostgreSQL accepts them', () => {
    expect(isUuid('00000000-0000-4000-8000-000000000000')).toBe(true);
    expect(isUuid('A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11')).toBe(true);
    expect(isUuid('aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa')).toBe(true);
    for (const text of [
      '',
      'abc',
      '00000000-0000-4000-8000-0000000000000',
      '00000000-0000-4000-8000-00000000000\u0000',
      '\ud800',
    ])
      expect(isUuid(text), JSON.stringify(text)).toBe(false);
  });

  it('are refused in a request with the message saying what the id is for', () => {
    const schema = uuidSchema('must be an order id');
    expect(schema.parse('A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11')).toBe('A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11');
    expect(schema.safeParse('order-1').error?.issues[0].message).toBe('must be an order id');
    expect(uuidSchema().safeParse(42).error?.issues[0].message).toBe('must be a UUID');
  });
});
