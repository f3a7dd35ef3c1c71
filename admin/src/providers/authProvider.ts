// Sign-in lives on the server (GET /api/login renders the form, GET /api/logout ends the session);
// the back-office only reads the session through GET /api/auth/user (401 = signed out).
// Staff roles get in (each screen then checks its area, domain/roles.ts STAFF_AREAS); anyone else is sent to
// the Unauthorized page, which tells them so and then opens the sign-in page.
import type { AuthProvider, UserIdentity } from 'react-admin';
import { isStaffRole, type Role } from '../../../domain/roles';
import { ApiError, getJson } from './httpClient';

export const BASENAME = '/admin';
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
const UNAUTHORIZED_PATH = `${BASENAME}/unauthorized`;

interface SessionUser {
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
async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    return await getJson<SessionUser>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

let sessionUser: Promise<SessionUser | null> | null = null;

/**
 * The session, asked for once per page load: checkAuth, getIdentity and getPermissions all read this one request.
 * Forgotten on sign-in, sign-out and a lost session (401), and after a failed request, so the next call asks again.
 */
function cachedSessionUser(): Promise<SessionUser | null> {
  sessionUser ??= fetchSessionUser().catch((error) => {
    sessionUser = null;
    throw error;
  });
  return sessionUser;
}

export function forgetSessionUser() {
  sessionUser = null;
}

async function requireStaffUser(): Promise<SessionUser> {
  const user = await cachedSessionUser();
  if (!user || !isStaffRole(user.role)) throw new NotAllowedError();
  return user;
}

export const authProvider: AuthProvider = {
  // The form is server-rendered: the browser goes there rather than posting from here.
  login: async () => {
    forgetSessionUser();
    window.location.assign(LOGIN_URL);
  },

  checkAuth: async () => {
    // message false: the Unauthorized page shows the one notification
    await requireStaffUser().catch((error) => {
      throw error instanceof NotAllowedError ? { message: false } : error;
    });
  },

  // Called when access is refused or a request answers 401/403: show the Unauthorized page, which
  // opens the sign-in page (where a signed-in customer can switch to a staff account). Signing out
  // is the app bar's link to LOGOUT_URL.
  logout: async () => {
    forgetSessionUser();
    return UNAUTHORIZED_PATH;
  },

  // Only a lost session (401) signs out. A 403 is a staff role outside its areas (or a refused CSRF token):
  // the screen shows the error and the user stays signed in.
  checkError: async (error: { status?: number; message?: string }) => {
    if (error?.status === 401) {
      forgetSessionUser();
      throw { message: false };
    }
  },

  getIdentity: async (): Promise<UserIdentity> => {
    const user = await requireStaffUser();
    return { id: user.id, fullName: user.email, email: user.email, role: user.role };
  },

  getPermissions: async () => {
    const user = await requireStaffUser();
    return user.role;
  },
};
