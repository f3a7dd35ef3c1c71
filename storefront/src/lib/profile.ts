// The signed-in client's contact details (GET /api/profile/contact), for prefilling forms; null for visitors
// and staff, and until known.
import { useQuery } from '@tanstack/react-query';
import { isCustomerRole } from '../../../domain/roles';
import { useAuth } from './auth';
import type { Contact } from './checkout-record';

export function useProfileContact(): Contact | null {
  const { user } = useAuth();
  const enabled = Boolean(user && isCustomerRole(user.role));
  const profile = useQuery<Contact>({ queryKey: ['/api/profile/contact'], enabled });
  return enabled ? (profile.data ?? null) : null;
}

/** The contact with its blank fields filled from the profile (what the client already typed is kept). */
export function fillBlanks(contact: Contact, profile: Contact): Contact {
  const filled = { ...contact };
  for (const key of Object.keys(filled) as (keyof Contact)[]) {
    if (!filled[key].trim() && profile[key]) filled[key] = profile[key];
  }
  return filled;
}
