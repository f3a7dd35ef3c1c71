// npm run user:create -- --email E --password P --role R
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../domain/audit-actions';
import { ROLES } from '../domain/roles';
import { loadConfig } from '../platform/config';
import { createPrisma } from '../platform/infra/prisma';
import { recordAudit } from '../platform/services/audit';
import { upsertUser } from '../platform/services/identity';

const args = z.object({
  email: z.email('--email must be a valid email address'),
  password: z.string({ error: '--password is required' }).min(8, '--password must have at least 8 characters'),
  role: z.enum(ROLES, { error: `--role must be one of ${ROLES.join(', ')}` }),
});

function refuse(message: string): never {
  console.error(message);
  console.error('usage: npm run user:create -- --email E --password P --role R');
  process.exit(2);
}

function readOptions() {
  try {
    return parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', default: 'CLIENT' } },
    }).values;
  } catch (err) {
    // An unknown option or one without its value: node's message, not a stack trace.
    return refuse((err as Error).message);
  }
}

const values = readOptions();
const parsed = args.safeParse({ ...values, role: values.role?.toUpperCase() });
if (!parsed.success) refuse(parsed.error.issues.map((issue) => issue.message).join('\n'));

const db = createPrisma(loadConfig().databaseUrl);
try {
  const user = await upsertUser(db, parsed.data);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.userSave,
    target: user.email,
    details: { role: user.role, via: 'user:create' },
  });
  console.log(`User ${user.email} saved with role ${user.role}`);
} catch (err) {
  console.error(`Could not save the user: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
