-- AlterTable
ALTER TABLE "Instrument" ADD COLUMN     "error" TEXT,
ADD COLUMN     "jobId" TEXT,
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'generated',
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE UNIQUE INDEX "Instrument_jobId_key" ON "Instrument"("jobId");

-- CreateIndex
CREATE INDEX "Instrument_status_updatedAt_idx" ON "Instrument"("status", "updatedAt" DESC);

