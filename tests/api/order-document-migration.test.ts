// The migration that separates generated order documents merged across orders (issue 22): a database at the
// previous migration holds two orders' documents merged into one asset, as the old name-only versioning left them;
// after the migration each order has its own asset, versions renumbered, with its instruments and client.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dropDatabase, ensureDatabase } from '../../scripts/prisma-cli';

const MIGRATIONS = path.resolve(import.meta.dirname, '..', '..', 'prisma', 'migrations');
const THIS_MIGRATION = '20261123210000_order_document_identity';

const url = new URL(inject('databaseUrl'));
url.pathname = `/${url.pathname.slice(1)}_split_${randomUUID().slice(0, 8)}`;
const databaseUrl = url.toString();
let client: pg.Client;

const migrationSql = (folder: string) => readFile(path.join(MIGRATIONS, folder, 'migration.sql'), 'utf8');

beforeAll(async () => {
  await ensureDatabase(databaseUrl);
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const folders = (await readdir(MIGRATIONS)).filter((name) => /^\d+_/.test(name)).sort();
  for (const folder of folders.filter((name) => name < THIS_MIGRATION)) await client.query(await migrationSql(folder));
});

afterAll(async () => {
  await client?.end();
  await dropDatabase(databaseUrl);
});

async function insertUser() {
  const id = randomUUID();
  await client.query(`INSERT INTO "User" ("id", "email", "updatedAt") VALUES ($1, $2, now())`, [
    id,
    `${id}@test.example`,
  ]);
  return id;
}

async function insertOrder(userId: string) {
  const id = randomUUID();
  await client.query(
    `INSERT INTO "Order" ("id", "userId", "checkoutKey", "paymentStatus", "states", "state", "contactFirstName",
       "contactLastName", "contactEmail", "business", "packageTotalCents", "servicesTotalCents", "stateFeesTotalCents",
       "subtotalCents", "totalUSD", "breakdown", "updatedAt")
     VALUES ($1, $2, $3, 'PAID', '{DE}', 'DE', 'Casey', 'Client', 'c@test.example', '{}', 0, 0, 0, 0, 0, '{}', now())`,
    [id, userId, `checkout-${id}`],
  );
  return id;
}

const NAME = 'Engines LLC - Operating Agreement (DE).pdf';

/** A generated version as the worker stored it: its instrument, and its file key naming order and job. */
async function insertGeneratedVersion(assetId: string, orderId: string, version: number, regeneration: number) {
  const instrumentId = randomUUID();
  const jobId = `order-${orderId}-DE-operating_agreement-v${regeneration}`;
  const s3Key = `generated/${instrumentId}/${jobId}.pdf`;
  const createdAt = new Date(Date.UTC(2026, 10, 22, 12, version));
  await client.query(
    `INSERT INTO "AssetVersion" ("id", "assetId", "version", "s3Key", "checksum", "sizeBytes", "mimeType", "createdAt")
     VALUES ($1, $2, $3, $4, $5, $6, 'application/pdf', $7)`,
    [randomUUID(), assetId, version, s3Key, `sum-${orderId}-${regeneration}`, 1000 + version, createdAt],
  );
  await client.query(
    `INSERT INTO "Instrument" ("id", "name", "type", "entityName", "terms", "assetId", "status", "jobId")
     VALUES ($1, $2, 'operating_agreement', 'Engines LLC', '{}', $3, 'generated', $4)`,
    [instrumentId, NAME, assetId, jobId],
  );
  return { instrumentId, s3Key };
}

describe('migration 20261123210000_order_document_identity', () => {
  it('gives each order back its own documents, versions and instruments; other assets are left alone', async () => {
    const [clientA, clientB] = [await insertUser(), await insertUser()];
    const [orderA, orderB] = [await insertOrder(clientA), await insertOrder(clientB)];
    const merged = randomUUID();
    // The merged asset as the bug left it: the first order's, moved to the latest order and its client.
    await client.query(
      `INSERT INTO "Asset" ("id", "kind", "name", "s3Key", "checksum", "mimeType", "sizeBytes", "tags", "version",
         "orderId", "ownerId", "updatedAt")
       VALUES ($1, 'document', $2, 'latest', 'latest', 'application/pdf', 1, '{generated,operating_agreement}', 4,
         $3, $4, now())`,
      [merged, NAME, orderB, clientB],
    );
    const a1 = await insertGeneratedVersion(merged, orderA, 1, 1);
    const b1 = await insertGeneratedVersion(merged, orderB, 2, 1);
    const a2 = await insertGeneratedVersion(merged, orderA, 3, 2);
    const b2 = await insertGeneratedVersion(merged, orderB, 4, 2);
    const library = randomUUID();
    await client.query(
      `INSERT INTO "Asset" ("id", "kind", "name", "s3Key", "checksum", "tags", "updatedAt")
       VALUES ($1, 'document', $2, 'uploads/1_notes.pdf', 'c', '{}', now())`,
      [library, NAME],
    );
    await client.query(
      `INSERT INTO "AssetVersion" ("id", "assetId", "version", "s3Key", "checksum") VALUES ($1, $2, 1, 'uploads/1_notes.pdf', 'c')`,
      [randomUUID(), library],
    );

    await client.query(await migrationSql(THIS_MIGRATION));

    const { rows: assets } = await client.query(
      `SELECT "id", "name", "orderId", "ownerId", "documentKey", "version", "s3Key", "checksum", "tags"
       FROM "Asset" WHERE "orderId" IS NOT NULL`,
    );
    expect(assets).toHaveLength(2);
    const first = assets.find((asset) => asset.orderId === orderA);
    const second = assets.find((asset) => asset.orderId === orderB);
    expect(first).toMatchObject({
      id: merged,
      orderId: orderA,
      ownerId: clientA,
      documentKey: `order-${orderA}-DE-operating_agreement`,
      version: 2,
      s3Key: a2.s3Key,
      name: NAME,
    });
    expect(second).toMatchObject({
      orderId: orderB,
      ownerId: clientB,
      documentKey: `order-${orderB}-DE-operating_agreement`,
      version: 2,
      s3Key: b2.s3Key,
      name: NAME,
      tags: ['generated', 'operating_agreement'],
    });
    const versions = async (assetId: string) =>
      (
        await client.query(`SELECT "version", "s3Key" FROM "AssetVersion" WHERE "assetId" = $1 ORDER BY "version"`, [
          assetId,
        ])
      ).rows;
    expect(await versions(merged)).toEqual([
      { version: 1, s3Key: a1.s3Key },
      { version: 2, s3Key: a2.s3Key },
    ]);
    expect(await versions(second.id)).toEqual([
      { version: 1, s3Key: b1.s3Key },
      { version: 2, s3Key: b2.s3Key },
    ]);
    const { rows: instruments } = await client.query(`SELECT "id", "assetId" FROM "Instrument"`);
    const assetOf = (id: string) => instruments.find((row) => row.id === id)?.assetId;
    expect([assetOf(a1.instrumentId), assetOf(a2.instrumentId)]).toEqual([merged, merged]);
    expect([assetOf(b1.instrumentId), assetOf(b2.instrumentId)]).toEqual([second.id, second.id]);

    const { rows: untouched } = await client.query(`SELECT * FROM "Asset" WHERE "id" = $1`, [library]);
    expect(untouched[0]).toMatchObject({ documentKey: null, orderId: null, version: 1 });
    // The new identity is unique among documents not deleted.
    await expect(
      client.query(
        `INSERT INTO "Asset" ("id", "kind", "name", "s3Key", "checksum", "tags", "updatedAt", "documentKey")
         VALUES ($1, 'document', 'x', 'x', 'x', '{}', now(), $2)`,
        [randomUUID(), first.documentKey],
      ),
    ).rejects.toThrow(/Asset_documentKey_key/);
  });
});
