-- CreateEnum
CREATE TYPE "OrderKind" AS ENUM ('FORMATION', 'ANNUAL_REPORT', 'AMENDMENT', 'FOREIGN_QUALIFICATION', 'GOOD_STANDING', 'EIN', 'DISSOLUTION');

-- CreateEnum
CREATE TYPE "EntityStatus" AS ENUM ('ACTIVE', 'DISSOLVED');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "details" JSONB,
ADD COLUMN     "entityId" UUID,
ADD COLUMN     "kind" "OrderKind" NOT NULL DEFAULT 'FORMATION';

-- AlterTable
ALTER TABLE "FormedEntity" ADD COLUMN     "dissolvedOn" DATE,
ADD COLUMN     "ein" TEXT,
ADD COLUMN     "homeEntityId" UUID,
ADD COLUMN     "status" "EntityStatus" NOT NULL DEFAULT 'ACTIVE';

-- AlterTable
ALTER TABLE "ComplianceObligation" ADD COLUMN     "endedOn" DATE;

-- CreateIndex
CREATE INDEX "Order_entityId_createdAt_idx" ON "Order"("entityId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Order_kind_idx" ON "Order"("kind");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_entityId_fkey" FOREIGN KEY ("entityId") REFERENCES "FormedEntity"("id") ON DELETE SET NULL ON UPDATE CASCADE;
