-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "soldKey" TEXT;

-- CreateTable
CREATE TABLE "OrderPaymentIntent" (
    "paymentIntentId" TEXT NOT NULL,
    "orderId" UUID NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "livemode" BOOLEAN NOT NULL,
    "refundReason" TEXT,
    "refundId" TEXT,
    "refundedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrderPaymentIntent_pkey" PRIMARY KEY ("paymentIntentId")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrderPaymentIntent_refundId_key" ON "OrderPaymentIntent"("refundId");

-- CreateIndex
CREATE INDEX "OrderPaymentIntent_orderId_idx" ON "OrderPaymentIntent"("orderId");

-- CreateIndex
CREATE INDEX "Order_soldKey_idx" ON "Order"("soldKey");

-- AddForeignKey
ALTER TABLE "OrderPaymentIntent" ADD CONSTRAINT "OrderPaymentIntent_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every order's current PaymentIntent becomes its first recorded one (livemode as the order's mode).
INSERT INTO "OrderPaymentIntent" ("paymentIntentId", "orderId", "amountCents", "status", "livemode", "updatedAt")
SELECT "stripePaymentIntentId", "id", "totalUSD",
       CASE WHEN "paymentStatus" IN ('PAID', 'REFUNDED') THEN 'succeeded' ELSE 'unknown' END,
       NOT "testMode", CURRENT_TIMESTAMP
FROM "Order" WHERE "stripePaymentIntentId" IS NOT NULL
ON CONFLICT DO NOTHING;

-- The sold keys of the orders already made: automatic filings per obligation, EINs and dissolutions per entity.
UPDATE "Order" o SET "soldKey" = 'obligation:' || a."obligationId" FROM "AutoFiling" a WHERE a."orderId" = o."id";
UPDATE "Order" SET "soldKey" = 'entity:' || "entityId" || ':' || "kind"
WHERE "soldKey" IS NULL AND "entityId" IS NOT NULL AND "kind" IN ('EIN', 'DISSOLUTION');
