-- AlterTable
ALTER TABLE "AiUsage" ADD COLUMN     "channel" TEXT NOT NULL DEFAULT 'gpt',
ADD COLUMN     "outcome" TEXT NOT NULL DEFAULT 'ok',
ADD COLUMN     "sessionId" UUID,
ADD COLUMN     "toolCalls" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "Order_contactLastName_idx" ON "Order"("contactLastName");

-- CreateIndex
CREATE INDEX "Order_contactFirstName_idx" ON "Order"("contactFirstName");

-- CreateIndex
CREATE INDEX "AiUsage_userId_createdAt_idx" ON "AiUsage"("userId", "createdAt");

