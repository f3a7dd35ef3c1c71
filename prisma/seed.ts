import { loadConfig } from '../api/config';
import { createPrisma } from '../api/lib/prisma';
import { seedSampleData } from './sample-data';

const db = createPrisma(loadConfig().databaseUrl);
try {
  const { seeded } = await seedSampleData(db);
  console.log(seeded ? 'Sample data added' : 'Database already has data: sample data not added');
} finally {
  await db.$disconnect();
}
