-- CreateEnum
CREATE TYPE "SignatureStatus" AS ENUM ('PENDING', 'SIGNED', 'VOID');

-- CreateTable
CREATE TABLE "DocumentSignature" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "assetId" UUID NOT NULL,
    "documentKey" TEXT NOT NULL,
    "documentVersion" INTEGER NOT NULL,
    "assetVersion" INTEGER NOT NULL,
    "status" "SignatureStatus" NOT NULL DEFAULT 'PENDING',
    "method" TEXT,
    "signedAssetVersion" INTEGER,
    "signerId" UUID,
    "signerName" TEXT,
    "signerEmail" TEXT,
    "ip" TEXT,
    "userAgent" TEXT,
    "consentText" TEXT,
    "reason" TEXT,
    "originalSha256" TEXT,
    "signedDocumentSha256" TEXT,
    "signedFileSha256" TEXT,
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "signedAt" TIMESTAMP(3),
    "voidedAt" TIMESTAMP(3),

    CONSTRAINT "DocumentSignature_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DocumentSignature_assetId_idx" ON "DocumentSignature"("assetId");

-- CreateIndex
CREATE INDEX "DocumentSignature_orderId_status_idx" ON "DocumentSignature"("orderId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "DocumentSignature_orderId_documentKey_documentVersion_key" ON "DocumentSignature"("orderId", "documentKey", "documentVersion");

-- AddForeignKey
ALTER TABLE "DocumentSignature" ADD CONSTRAINT "DocumentSignature_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentSignature" ADD CONSTRAINT "DocumentSignature_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES "Asset"("id") ON DELETE CASCADE ON UPDATE CASCADE;

