-- CreateEnum
CREATE TYPE "DeliverableStatus" AS ENUM ('PENDING', 'DONE', 'WAIVED');

-- DropIndex
DROP INDEX "OrderEntity_orderId_stateCode_key";

-- CreateTable
CREATE TABLE "OrderDeliverable" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "status" "DeliverableStatus" NOT NULL DEFAULT 'PENDING',
    "waivedReason" TEXT,
    "doneAt" TIMESTAMP(3),
    "doneBy" TEXT,
    "entityId" UUID,
    "deliveryOrderId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderDeliverable_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrderDeliverable_deliveryOrderId_key" ON "OrderDeliverable"("deliveryOrderId");

-- CreateIndex
CREATE INDEX "OrderDeliverable_entityId_idx" ON "OrderDeliverable"("entityId");

-- CreateIndex
CREATE UNIQUE INDEX "OrderDeliverable_orderId_code_key" ON "OrderDeliverable"("orderId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "OrderEntity_orderId_stateCode_entityType_key" ON "OrderEntity"("orderId", "stateCode", "entityType");

-- AddForeignKey
ALTER TABLE "OrderDeliverable" ADD CONSTRAINT "OrderDeliverable_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
