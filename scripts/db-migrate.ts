import { loadConfig } from '../platform/config';
import { migrate } from './prisma-cli';

const { databaseUrl } = loadConfig();
await migrate(databaseUrl, false);
