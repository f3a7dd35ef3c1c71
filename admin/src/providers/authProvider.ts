// Sign-in lives on the server (GET /api/login renders the form, GET /api/logout ends the session);
// the back-office only reads the session through GET /api/auth/user (401 = signed out).
// Only ADMIN and SUPERADMIN get in: anyone else is sent to the Unauthorized page,
// which tells them so and then opens the sign-in page.
import type { AuthProvider, UserIdentity } from 'react-admin';
import { isAdminRole, type Role } from '../../../domain/roles';

export const BASENAME = '/admin';
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
export const UNAUTHORIZED_PATH = `${BASENAME}/unauthorized`;

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  subscriptionPlan: string | null;
}

class NotAllowedError extends Error {
  constructor() {
    super('Unauthorized');
  }
}

/** The signed-in user, or null when signed out. */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  const response = await fetch('/api/auth/user', { credentials: 'include', headers: { Accept: 'application/json' } });
  if (response.status === 401) return null;
  if (!response.ok) {
    const text = await response.text();
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return (await response.json()) as SessionUser;
}

async function requireAdminUser(): Promise<SessionUser> {
  const user = await fetchSessionUser();
  if (!user || !isAdminRole(user.role)) throw new NotAllowedError();
  return user;
}

export const authProvider: AuthProvider = {
  // The form is server-rendered: the browser goes there rather than posting from here.
  login: async () => {
    window.location.assign(LOGIN_URL);
  },

  checkAuth: async () => {
    // message false: the Unauthorized page shows the one notification
    await requireAdminUser().catch((error) => {
      throw error instanceof NotAllowedError ? { message: false } : error;
    });
  },

  // Called when access is refused or a request answers 401/403: show the Unauthorized page, which
  // opens the sign-in page (where a signed-in customer can switch to a staff account). Signing out
  // is the app bar's link to LOGOUT_URL.
  logout: async () => UNAUTHORIZED_PATH,

  // A refused CSRF token is not a lost session: only other 401/403 answers sign out.
  checkError: async (error: { status?: number; message?: string }) => {
    const csrfRefusal = typeof error?.message === 'string' && error.message.includes('CSRF');
    if ((error?.status === 401 || error?.status === 403) && !csrfRefusal) throw { message: false };
  },

  getIdentity: async (): Promise<UserIdentity> => {
    const user = await requireAdminUser();
    return { id: user.id, fullName: user.email, email: user.email, role: user.role };
  },

  getPermissions: async () => {
    const user = await requireAdminUser();
    return user.role;
  },
};
