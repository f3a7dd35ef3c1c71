-- CreateTable
CREATE TABLE "HeldStripeEvent" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "livemode" BOOLEAN NOT NULL,
    "reason" TEXT NOT NULL,
    "orderId" UUID,
    "payload" JSONB NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HeldStripeEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "HeldStripeEvent_receivedAt_idx" ON "HeldStripeEvent"("receivedAt" DESC);
