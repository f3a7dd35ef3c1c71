// `npm run db:migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql, the SQL from the
// committed schema (HEAD) to the edited prisma/schema.prisma.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../platform/config';
import { migrationSql } from './prisma-cli';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCHEMA = path.join('prisma', 'schema.prisma');

const name = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9_]{0,60}$/.test(name)) {
  console.error('Usage: npm run db:migration -- <name> (lowercase letters, digits and underscores)');
  process.exit(1);
}

const committed = execFileSync('git', ['show', `HEAD:${SCHEMA}`], { cwd: ROOT, encoding: 'utf8' });
const sql = await migrationSql(committed, readFileSync(path.join(ROOT, SCHEMA), 'utf8'), loadConfig().databaseUrl);
if (!sql) {
  console.log('prisma/schema.prisma describes the same tables as HEAD: no migration written');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const folder = path.join(ROOT, 'prisma', 'migrations', `${stamp}_${name}`);
mkdirSync(folder, { recursive: true });
writeFileSync(path.join(folder, 'migration.sql'), `${sql}\n`);
console.log(`Wrote ${path.relative(ROOT, folder)}/migration.sql; apply it with npm run db:migrate`);
