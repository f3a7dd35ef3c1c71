-- AlterTable
ALTER TABLE "User" ADD COLUMN     "stripeCustomerId" TEXT;

-- AlterTable
ALTER TABLE "MembershipSubscription" ADD COLUMN     "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "lastEventAt" TIMESTAMP(3),
ADD COLUMN     "lastInvoiceEventAt" TIMESTAMP(3),
ADD COLUMN     "paymentFailed" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "stripePriceId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "User_stripeCustomerId_key" ON "User"("stripeCustomerId");

-- CreateIndex
CREATE INDEX "MembershipSubscription_userId_updatedAt_idx" ON "MembershipSubscription"("userId", "updatedAt" DESC);

