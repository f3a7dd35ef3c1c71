-- CreateEnum
CREATE TYPE "FilingStatus" AS ENUM ('PENDING', 'FILED', 'REJECTED');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "cancelReason" TEXT,
ADD COLUMN     "refundId" TEXT,
ADD COLUMN     "refundedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "OrderStageEvent" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "stage" "PipelineStage" NOT NULL,
    "action" TEXT NOT NULL,
    "actorId" UUID,
    "actorEmail" TEXT,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderStageEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderFiling" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "stateCode" TEXT NOT NULL,
    "status" "FilingStatus" NOT NULL DEFAULT 'PENDING',
    "confirmationNumber" TEXT,
    "filedAt" TIMESTAMP(3),
    "rejectionReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrderFiling_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChangeRequest" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "message" TEXT NOT NULL,
    "requestedById" UUID,
    "response" TEXT,
    "respondedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChangeRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OrderStageEvent_orderId_createdAt_idx" ON "OrderStageEvent"("orderId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "OrderFiling_orderId_stateCode_key" ON "OrderFiling"("orderId", "stateCode");

-- CreateIndex
CREATE INDEX "ChangeRequest_orderId_createdAt_idx" ON "ChangeRequest"("orderId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Order_refundId_key" ON "Order"("refundId");

-- CreateIndex
CREATE INDEX "Order_status_totalUSD_idx" ON "Order"("status", "totalUSD");

-- AddForeignKey
ALTER TABLE "OrderStageEvent" ADD CONSTRAINT "OrderStageEvent_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderFiling" ADD CONSTRAINT "OrderFiling_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChangeRequest" ADD CONSTRAINT "ChangeRequest_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

