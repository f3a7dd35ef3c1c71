-- CreateEnum
CREATE TYPE "MailKind" AS ENUM ('SERVICE_OF_PROCESS', 'STATE_NOTICE', 'TAX_NOTICE', 'OTHER_OFFICIAL', 'SOLICITATION');

-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('NEW', 'VIEWED', 'ACKNOWLEDGED', 'CLOSED');

-- CreateTable
CREATE TABLE "MailItem" (
    "id" UUID NOT NULL,
    "entityId" UUID NOT NULL,
    "kind" "MailKind" NOT NULL,
    "sender" TEXT NOT NULL,
    "receivedOn" DATE NOT NULL,
    "scanAssetId" UUID NOT NULL,
    "status" "MailStatus" NOT NULL DEFAULT 'NEW',
    "loggedByEmail" TEXT NOT NULL,
    "notifiedAt" TIMESTAMP(3),
    "viewedAt" TIMESTAMP(3),
    "acknowledgedAt" TIMESTAMP(3),
    "acknowledgedByEmail" TEXT,
    "closedAt" TIMESTAMP(3),
    "closingNote" TEXT,
    "closedByEmail" TEXT,
    "escalationCount" INTEGER NOT NULL DEFAULT 0,
    "lastEscalatedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MailItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MailItem_entityId_createdAt_idx" ON "MailItem"("entityId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "MailItem_status_createdAt_idx" ON "MailItem"("status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "MailItem_createdAt_idx" ON "MailItem"("createdAt" DESC);

-- AddForeignKey
ALTER TABLE "MailItem" ADD CONSTRAINT "MailItem_entityId_fkey" FOREIGN KEY ("entityId") REFERENCES "FormedEntity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailItem" ADD CONSTRAINT "MailItem_scanAssetId_fkey" FOREIGN KEY ("scanAssetId") REFERENCES "Asset"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

