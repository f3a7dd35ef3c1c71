-- CreateEnum
CREATE TYPE "AutoFilingStatus" AS ENUM ('CHARGING', 'PAID', 'WAITING_PAYMENT', 'ESCALATED');

-- AlterTable
ALTER TABLE "FormedEntity" ADD COLUMN     "autoFile" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "autoFilePaymentMethodId" TEXT;

-- CreateTable
CREATE TABLE "AutoFiling" (
    "id" UUID NOT NULL,
    "obligationId" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "status" "AutoFilingStatus" NOT NULL DEFAULT 'CHARGING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastAttemptOn" DATE,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AutoFiling_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AutoFiling_obligationId_key" ON "AutoFiling"("obligationId");

-- CreateIndex
CREATE UNIQUE INDEX "AutoFiling_orderId_key" ON "AutoFiling"("orderId");

-- CreateIndex
CREATE INDEX "AutoFiling_status_idx" ON "AutoFiling"("status");

-- AddForeignKey
ALTER TABLE "AutoFiling" ADD CONSTRAINT "AutoFiling_obligationId_fkey" FOREIGN KEY ("obligationId") REFERENCES "ComplianceObligation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AutoFiling" ADD CONSTRAINT "AutoFiling_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
