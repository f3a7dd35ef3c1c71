// A short-lived step of `npm start`, run as its own process so the supervisor never loads the database client
// (it stays small while the product runs): adds sample data to an empty database and reports, as one JSON line,
// whether sample data was added and whether a first back-office user is still needed.
import { loadConfig } from '../../platform/config';
import { createPrisma } from '../../platform/infra/prisma';
import { seedSampleData } from '../../prisma/sample-data';

const db = createPrisma(loadConfig().databaseUrl);
try {
  const { seeded } = await seedSampleData(db);
  const needsFirstAdmin = (await db.user.count({ where: { role: { in: ['ADMIN', 'SUPERADMIN'] } } })) === 0;
  process.stdout.write(`${JSON.stringify({ seeded, needsFirstAdmin })}\n`);
} finally {
  await db.$disconnect();
}
