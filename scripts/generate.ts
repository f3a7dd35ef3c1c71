// Generates the Prisma client (postinstall).
import { runPrisma } from './prisma-cli';

await runPrisma(['generate'], { quiet: true });
console.log('Prisma client generated in prisma/generated');
