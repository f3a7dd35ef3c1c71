-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "orderGroupId" UUID;

-- CreateTable
CREATE TABLE "OrderGroup" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "userId" UUID,
    "kind" "OrderKind" NOT NULL,
    "requestKey" TEXT NOT NULL,
    "totalCents" INTEGER NOT NULL,
    "stripePaymentIntentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderGroupRefund" (
    "orderId" UUID NOT NULL,
    "orderGroupId" UUID NOT NULL,
    "paymentIntentId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "refundId" TEXT,
    "refundedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderGroupRefund_pkey" PRIMARY KEY ("orderId")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrderGroup_requestKey_key" ON "OrderGroup"("requestKey");

-- CreateIndex
CREATE UNIQUE INDEX "OrderGroup_stripePaymentIntentId_key" ON "OrderGroup"("stripePaymentIntentId");

-- CreateIndex
CREATE INDEX "OrderGroup_organizationId_createdAt_idx" ON "OrderGroup"("organizationId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "OrderGroupRefund_refundId_key" ON "OrderGroupRefund"("refundId");

-- CreateIndex
CREATE INDEX "OrderGroupRefund_orderGroupId_idx" ON "OrderGroupRefund"("orderGroupId");

-- CreateIndex
CREATE INDEX "Order_orderGroupId_idx" ON "Order"("orderGroupId");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_orderGroupId_fkey" FOREIGN KEY ("orderGroupId") REFERENCES "OrderGroup"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderGroup" ADD CONSTRAINT "OrderGroup_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderGroupRefund" ADD CONSTRAINT "OrderGroupRefund_orderGroupId_fkey" FOREIGN KEY ("orderGroupId") REFERENCES "OrderGroup"("id") ON DELETE CASCADE ON UPDATE CASCADE;
