-- CreateTable
CREATE TABLE "PaymentMismatch" (
    "id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "stripeChargeId" TEXT,
    "stripeRefundId" TEXT,
    "paymentIntentId" TEXT,
    "orderId" UUID,
    "amountCents" INTEGER,
    "expectedCents" INTEGER,
    "detail" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'OPEN',
    "resolution" TEXT,
    "note" TEXT,
    "refundId" TEXT,
    "resolvedById" UUID,
    "resolvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentMismatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PaymentMismatch_key_key" ON "PaymentMismatch"("key");

-- CreateIndex
CREATE INDEX "PaymentMismatch_status_createdAt_idx" ON "PaymentMismatch"("status", "createdAt" DESC);
