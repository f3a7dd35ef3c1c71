-- CreateTable
CREATE TABLE "FranchiseTaxInputs" (
    "entityId" UUID NOT NULL,
    "classes" JSONB NOT NULL,
    "issuedShares" BIGINT NOT NULL,
    "grossAssetsCents" BIGINT NOT NULL,
    "enteredByEmail" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FranchiseTaxInputs_pkey" PRIMARY KEY ("entityId")
);

-- AddForeignKey
ALTER TABLE "FranchiseTaxInputs" ADD CONSTRAINT "FranchiseTaxInputs_entityId_fkey" FOREIGN KEY ("entityId") REFERENCES "FormedEntity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

