export const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/formation';

/** Discrete connection fields for the pg driver (the Prisma CLI adapter wants them, not a URL). */
export function pgConnectionFields(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username || 'postgres'),
    password: decodeURIComponent(u.password) || undefined,
    database: decodeURIComponent(u.pathname.slice(1)) || 'postgres',
  };
}
