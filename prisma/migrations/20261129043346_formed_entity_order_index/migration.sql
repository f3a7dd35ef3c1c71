-- CreateIndex
CREATE INDEX "FormedEntity_orderId_idx" ON "FormedEntity"("orderId");
