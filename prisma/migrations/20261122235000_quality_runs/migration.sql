-- AlterTable
ALTER TABLE "TestSuite" ADD COLUMN     "schedule" TEXT;

-- AlterTable
ALTER TABLE "TestRun" ADD COLUMN     "error" TEXT,
ADD COLUMN     "pickedUpAt" TIMESTAMP(3),
ADD COLUMN     "progressDone" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "progressTotal" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "testType" "TestType";

-- AlterTable
ALTER TABLE "QualityMetric" ADD COLUMN     "runId" UUID;

-- CreateIndex
CREATE INDEX "TestRun_status_idx" ON "TestRun"("status");

