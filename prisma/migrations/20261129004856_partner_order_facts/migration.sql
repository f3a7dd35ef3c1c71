-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "autoAdvance" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "completedAt" TIMESTAMP(3),
ADD COLUMN     "metadata" JSONB;

-- AlterTable
ALTER TABLE "PartnerCustomer" ADD COLUMN     "metadata" JSONB;
