-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "apiVersion" TEXT;

-- AlterTable
ALTER TABLE "WebhookEndpoint" ADD COLUMN     "previousSecret" TEXT,
ADD COLUMN     "previousSecretExpiresAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "heldAt" TIMESTAMP(3);

-- Partners that already hold a key were answered in the first dated version, the others are pinned at their first key.
UPDATE "Partner" SET "apiVersion" = '2026-11-01' WHERE EXISTS (SELECT 1 FROM "PartnerKey" WHERE "PartnerKey"."partnerId" = "Partner".id);
