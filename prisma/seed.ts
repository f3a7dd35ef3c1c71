import { loadConfig } from '../platform/config';
import { createPrisma } from '../platform/infra/prisma';
import { seedSampleData } from './sample-data';

const db = createPrisma(loadConfig().databaseUrl);
try {
  const { seeded } = await seedSampleData(db);
  console.log(seeded ? 'Sample data added' : 'Database already has data: sample data not added');
} finally {
  await db.$disconnect();
}
