-- AlterTable
ALTER TABLE "PartnerKey" ADD COLUMN     "rotatedToId" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "PartnerKey_rotatedToId_key" ON "PartnerKey"("rotatedToId");
