-- CreateTable
CREATE TABLE "ServiceRenewal" (
    "id" UUID NOT NULL,
    "entityId" UUID NOT NULL,
    "serviceId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "nextChargeOn" DATE NOT NULL,
    "stripeSubscriptionId" TEXT,
    "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
    "cancelledAt" TIMESTAMP(3),
    "paymentFailed" BOOLEAN NOT NULL DEFAULT false,
    "lastChargedAt" TIMESTAMP(3),
    "lastEventAt" TIMESTAMP(3),
    "lastInvoiceEventAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ServiceRenewal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RenewalNotice" (
    "id" UUID NOT NULL,
    "renewalId" UUID NOT NULL,
    "chargeOn" DATE NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RenewalNotice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ServiceRenewal_stripeSubscriptionId_key" ON "ServiceRenewal"("stripeSubscriptionId");

-- CreateIndex
CREATE INDEX "ServiceRenewal_nextChargeOn_idx" ON "ServiceRenewal"("nextChargeOn");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceRenewal_entityId_serviceId_key" ON "ServiceRenewal"("entityId", "serviceId");

-- CreateIndex
CREATE UNIQUE INDEX "RenewalNotice_tokenHash_key" ON "RenewalNotice"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "RenewalNotice_renewalId_chargeOn_key" ON "RenewalNotice"("renewalId", "chargeOn");

-- AddForeignKey
ALTER TABLE "ServiceRenewal" ADD CONSTRAINT "ServiceRenewal_entityId_fkey" FOREIGN KEY ("entityId") REFERENCES "FormedEntity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RenewalNotice" ADD CONSTRAINT "RenewalNotice_renewalId_fkey" FOREIGN KEY ("renewalId") REFERENCES "ServiceRenewal"("id") ON DELETE CASCADE ON UPDATE CASCADE;
