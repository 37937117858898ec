import { describe, expect, it } from 'vitest';
import { grantsAdmin } from './admin-grant.ts';

const adminEmails = ['boss@bistro.test', 'owner@bistro.test'];

describe('who becomes an administrator on signing in', () => {
  it('is the owner of an address ADMIN_EMAILS names, once the address is confirmed', () => {
    expect(grantsAdmin({ email: 'owner@bistro.test', emailVerified: true }, adminEmails)).toBe(true);
  });

  it('is not someone who only typed a listed address, before confirming it', () => {
    expect(grantsAdmin({ email: 'boss@bistro.test', emailVerified: false }, adminEmails)).toBe(false);
  });

  it('is not a confirmed address the list does not name, nor anyone when the list is empty', () => {
    expect(grantsAdmin({ email: 'diner@bistro.test', emailVerified: true }, adminEmails)).toBe(false);
    expect(grantsAdmin({ email: 'boss@bistro.test', emailVerified: true }, [])).toBe(false);
  });
});
