-- AlterTable
ALTER TABLE "Asset" ADD COLUMN     "documentKey" TEXT;

-- Separates generated order documents that were merged across orders. They used to be versioned by file name
-- alone, so orders with the same business names had every later document recorded as the next version of the
-- first order asset (moved to the latest order and its client). Each version file tells which order, state
-- and template it was rendered for: s3Key generated/<instrument>/order-<order>-<state>-<template>-v<n>.pdf. So
-- every version of an asset not deleted moves to the asset of its own document (the asset that document started
-- in, else a new copy), numbered 1, 2, ... in the order the versions were made, and each asset then shows its newest
-- version and belongs to its order and the client of that order. Deleted assets stay as they are (hidden anyway).

-- 1. Every version of a generated order document, with the document it was rendered for.
CREATE TEMP TABLE "_generated_version" AS
SELECT v."id", v."assetId", v."createdAt", m[1] AS "instrumentId", m[2]::uuid AS "orderId",
       'order-' || m[2] || '-' || m[3] || '-' || m[4] AS "documentKey"
FROM "AssetVersion" v
JOIN "Asset" a ON a."id" = v."assetId" AND a."deletedAt" IS NULL
CROSS JOIN LATERAL regexp_match(
  v."s3Key",
  '^generated/([^/]+)/order-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([^-/]+)-([a-z_]+)-v[0-9]+\.pdf$'
) AS m
WHERE m IS NOT NULL;

-- 2. One asset per document: the earliest asset whose first version is that of the document, else a new one.
CREATE TEMP TABLE "_generated_document" AS
SELECT k."documentKey", k."orderId",
       COALESCE((
         SELECT a."id"
         FROM "Asset" a
         JOIN "AssetVersion" fv ON fv."assetId" = a."id"
         JOIN "_generated_version" g ON g."id" = fv."id"
         WHERE g."documentKey" = k."documentKey"
           AND fv."version" = (SELECT min(x."version") FROM "AssetVersion" x WHERE x."assetId" = a."id")
         ORDER BY a."createdAt", a."id"
         LIMIT 1
       ), gen_random_uuid()) AS "assetId"
FROM (SELECT DISTINCT "documentKey", "orderId" FROM "_generated_version") k;

-- 3. The new assets: copies of the asset the first version was merged into (file fields set below).
INSERT INTO "Asset" ("id", "kind", "name", "s3Key", "checksum", "mimeType", "sizeBytes", "tags", "version",
                     "createdById", "createdAt", "updatedAt")
SELECT d."assetId", a."kind", a."name", a."s3Key", a."checksum", a."mimeType", a."sizeBytes", a."tags", 1,
       a."createdById", earliest."createdAt", CURRENT_TIMESTAMP
FROM "_generated_document" d
JOIN LATERAL (
  SELECT g."assetId", g."createdAt" FROM "_generated_version" g
  WHERE g."documentKey" = d."documentKey"
  ORDER BY g."createdAt", g."id"
  LIMIT 1
) earliest ON TRUE
JOIN "Asset" a ON a."id" = earliest."assetId"
WHERE NOT EXISTS (SELECT 1 FROM "Asset" e WHERE e."id" = d."assetId");

-- 4. Every version of the assets involved goes to its asset (a generated one to the asset of its document), renumbered in
--    the order made, first to unique negative numbers, since (assetId, version) is unique at every row.
CREATE TEMP TABLE "_renumbered" AS
SELECT v."id",
       COALESCE(d."assetId", v."assetId") AS "assetId",
       (row_number() OVER (PARTITION BY COALESCE(d."assetId", v."assetId") ORDER BY v."createdAt", v."version", v."id"))::int AS "version",
       (row_number() OVER (ORDER BY v."id"))::int AS "seq"
FROM "AssetVersion" v
LEFT JOIN "_generated_version" g ON g."id" = v."id"
LEFT JOIN "_generated_document" d ON d."documentKey" = g."documentKey"
WHERE v."assetId" IN (SELECT "assetId" FROM "_generated_version");

UPDATE "AssetVersion" v SET "version" = -r."seq" FROM "_renumbered" r WHERE v."id" = r."id";
UPDATE "AssetVersion" v SET "assetId" = r."assetId", "version" = r."version" FROM "_renumbered" r WHERE v."id" = r."id";

-- 5. Instruments follow the version they rendered.
UPDATE "Instrument" i SET "assetId" = d."assetId"
FROM "_generated_version" g
JOIN "_generated_document" d ON d."documentKey" = g."documentKey"
WHERE i."id"::text = g."instrumentId";

-- 6. Each asset shows its newest version, and a document belongs to its order and the client of that order. An asset
--    that started as another file (e.g. a library upload of the same name) had its order and client overwritten
--    by the merge: it goes back to the library (staff can share it again).
UPDATE "Asset" a
SET "version" = v."version", "s3Key" = v."s3Key", "checksum" = v."checksum", "sizeBytes" = v."sizeBytes",
    "mimeType" = v."mimeType", "updatedAt" = CURRENT_TIMESTAMP
FROM "AssetVersion" v
WHERE v."assetId" = a."id"
  AND a."id" IN (SELECT "assetId" FROM "_renumbered")
  AND v."version" = (SELECT max(x."version") FROM "AssetVersion" x WHERE x."assetId" = a."id");

UPDATE "Asset" a SET "documentKey" = d."documentKey", "orderId" = o."id", "ownerId" = o."userId"
FROM "_generated_document" d
LEFT JOIN "Order" o ON o."id" = d."orderId"
WHERE a."id" = d."assetId";

UPDATE "Asset" a SET "orderId" = NULL, "ownerId" = NULL
WHERE a."id" IN (SELECT "assetId" FROM "_generated_version")
  AND a."id" NOT IN (SELECT "assetId" FROM "_generated_document");

-- 7. An asset whose versions all moved to their own documents is gone.
DELETE FROM "Asset" a
WHERE a."id" IN (SELECT "assetId" FROM "_generated_version")
  AND NOT EXISTS (SELECT 1 FROM "AssetVersion" v WHERE v."assetId" = a."id");

DROP TABLE "_renumbered";
DROP TABLE "_generated_document";
DROP TABLE "_generated_version";

-- CreateIndex (partial: a deleted document may be generated again under the same identity)
CREATE UNIQUE INDEX "Asset_documentKey_key" ON "Asset"("documentKey") WHERE "deletedAt" IS NULL;
