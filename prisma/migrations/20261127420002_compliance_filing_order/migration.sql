-- AlterTable
ALTER TABLE "ComplianceFiling" ADD COLUMN     "orderId" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "ComplianceFiling_orderId_key" ON "ComplianceFiling"("orderId");

-- AddForeignKey
ALTER TABLE "ComplianceFiling" ADD CONSTRAINT "ComplianceFiling_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;
