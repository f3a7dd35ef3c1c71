// `npm run db:migration` writes what migrationSql answers: Prisma 6's differ run on two schemas written for Prisma 7.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { migrationSql } from '../../scripts/prisma-cli';

const schema = readFileSync(path.join(import.meta.dirname, '../../prisma/schema.prisma'), 'utf8');

describe('migrationSql', () => {
  it('answers the SQL for a new model, and nothing for an unchanged schema', async () => {
    const withNote = `${schema}\nmodel MigrationProbe {\n  id   Int    @id\n  note String\n}\n`;
    const databaseUrl = inject('databaseUrl');
    const sql = await migrationSql(schema, withNote, databaseUrl);
    expect(sql).toMatch(/CREATE TABLE "MigrationProbe"/);
    expect(sql).toMatch(/"note" TEXT NOT NULL/);
    expect(await migrationSql(schema, schema, databaseUrl)).toBe('');
    expect(await migrationSql(withNote, schema, databaseUrl)).toMatch(/DROP TABLE "MigrationProbe"/);
  }, 60_000);
});
