-- CreateTable
CREATE TABLE "FormedEntity" (
    "id" UUID NOT NULL,
    "orderEntityId" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "userId" UUID,
    "stateCode" TEXT NOT NULL,
    "entityType" "EntityType" NOT NULL,
    "businessName" TEXT NOT NULL,
    "formedOn" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FormedEntity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplianceObligation" (
    "id" UUID NOT NULL,
    "entityId" UUID NOT NULL,
    "ruleId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "feeUSD" INTEGER NOT NULL,
    "feeNote" TEXT NOT NULL,
    "dueDate" DATE NOT NULL,
    "filedOn" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ComplianceObligation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplianceFiling" (
    "id" UUID NOT NULL,
    "obligationId" UUID NOT NULL,
    "filedOn" DATE NOT NULL,
    "confirmation" TEXT NOT NULL,
    "recordedById" UUID,
    "recordedByEmail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ComplianceFiling_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplianceReminder" (
    "id" UUID NOT NULL,
    "obligationId" UUID NOT NULL,
    "reminderKey" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ComplianceReminder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplianceFeed" (
    "userId" UUID NOT NULL,
    "token" TEXT NOT NULL,
    "rotatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ComplianceFeed_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "FormedEntity_orderEntityId_key" ON "FormedEntity"("orderEntityId");

-- CreateIndex
CREATE INDEX "FormedEntity_userId_idx" ON "FormedEntity"("userId");

-- CreateIndex
CREATE INDEX "FormedEntity_stateCode_idx" ON "FormedEntity"("stateCode");

-- CreateIndex
CREATE INDEX "ComplianceObligation_dueDate_idx" ON "ComplianceObligation"("dueDate");

-- CreateIndex
CREATE INDEX "ComplianceObligation_filedOn_dueDate_idx" ON "ComplianceObligation"("filedOn", "dueDate");

-- CreateIndex
CREATE UNIQUE INDEX "ComplianceObligation_entityId_ruleId_dueDate_key" ON "ComplianceObligation"("entityId", "ruleId", "dueDate");

-- CreateIndex
CREATE UNIQUE INDEX "ComplianceFiling_obligationId_key" ON "ComplianceFiling"("obligationId");

-- CreateIndex
CREATE UNIQUE INDEX "ComplianceReminder_obligationId_reminderKey_key" ON "ComplianceReminder"("obligationId", "reminderKey");

-- CreateIndex
CREATE UNIQUE INDEX "ComplianceFeed_token_key" ON "ComplianceFeed"("token");

-- AddForeignKey
ALTER TABLE "FormedEntity" ADD CONSTRAINT "FormedEntity_orderEntityId_fkey" FOREIGN KEY ("orderEntityId") REFERENCES "OrderEntity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormedEntity" ADD CONSTRAINT "FormedEntity_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormedEntity" ADD CONSTRAINT "FormedEntity_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplianceObligation" ADD CONSTRAINT "ComplianceObligation_entityId_fkey" FOREIGN KEY ("entityId") REFERENCES "FormedEntity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplianceFiling" ADD CONSTRAINT "ComplianceFiling_obligationId_fkey" FOREIGN KEY ("obligationId") REFERENCES "ComplianceObligation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplianceReminder" ADD CONSTRAINT "ComplianceReminder_obligationId_fkey" FOREIGN KEY ("obligationId") REFERENCES "ComplianceObligation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplianceFeed" ADD CONSTRAINT "ComplianceFeed_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

