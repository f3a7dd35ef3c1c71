-- AlterTable
ALTER TABLE "AssetVersion" ADD COLUMN     "mimeType" TEXT;

-- CreateIndex
CREATE INDEX "Asset_name_idx" ON "Asset"("name");

-- CreateIndex
CREATE INDEX "AssetVersion_s3Key_idx" ON "AssetVersion"("s3Key");

