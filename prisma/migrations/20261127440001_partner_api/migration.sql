-- CreateEnum
CREATE TYPE "ApiMode" AS ENUM ('TEST', 'LIVE');

-- CreateEnum
CREATE TYPE "PartnerStatus" AS ENUM ('TEST', 'APPROVED', 'SUSPENDED');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "partnerCustomerId" UUID,
ADD COLUMN     "partnerId" UUID,
ADD COLUMN     "testMode" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Partner" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "status" "PartnerStatus" NOT NULL DEFAULT 'TEST',
    "approvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Partner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PartnerKey" (
    "id" UUID NOT NULL,
    "partnerId" UUID NOT NULL,
    "mode" "ApiMode" NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "keyHash" TEXT NOT NULL,
    "lastUsedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PartnerKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PartnerCustomer" (
    "id" UUID NOT NULL,
    "partnerId" UUID NOT NULL,
    "mode" "ApiMode" NOT NULL,
    "email" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PartnerCustomer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IdempotencyRecord" (
    "partnerId" UUID NOT NULL,
    "mode" "ApiMode" NOT NULL,
    "key" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "status" INTEGER,
    "body" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdempotencyRecord_pkey" PRIMARY KEY ("partnerId","mode","key")
);

-- CreateTable
CREATE TABLE "PartnerUsage" (
    "partnerId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "mode" "ApiMode" NOT NULL,
    "requests" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PartnerUsage_pkey" PRIMARY KEY ("partnerId","day","mode")
);

-- CreateIndex
CREATE INDEX "Partner_createdAt_idx" ON "Partner"("createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "PartnerKey_keyHash_key" ON "PartnerKey"("keyHash");

-- CreateIndex
CREATE INDEX "PartnerKey_partnerId_createdAt_idx" ON "PartnerKey"("partnerId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "PartnerCustomer_partnerId_mode_createdAt_id_idx" ON "PartnerCustomer"("partnerId", "mode", "createdAt" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "PartnerCustomer_partnerId_mode_email_key" ON "PartnerCustomer"("partnerId", "mode", "email");

-- CreateIndex
CREATE INDEX "IdempotencyRecord_createdAt_idx" ON "IdempotencyRecord"("createdAt");

-- CreateIndex
CREATE INDEX "Order_partnerId_testMode_createdAt_id_idx" ON "Order"("partnerId", "testMode", "createdAt" DESC, "id");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_partnerCustomerId_fkey" FOREIGN KEY ("partnerCustomerId") REFERENCES "PartnerCustomer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerKey" ADD CONSTRAINT "PartnerKey_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerCustomer" ADD CONSTRAINT "PartnerCustomer_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IdempotencyRecord" ADD CONSTRAINT "IdempotencyRecord_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerUsage" ADD CONSTRAINT "PartnerUsage_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE CASCADE ON UPDATE CASCADE;
