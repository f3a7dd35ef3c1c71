-- CreateTable
CREATE TABLE "OrganizationDigest" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "weekOf" DATE NOT NULL,
    "recipient" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrganizationDigest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrganizationDigest_organizationId_userId_weekOf_key" ON "OrganizationDigest"("organizationId", "userId", "weekOf");

-- AddForeignKey
ALTER TABLE "OrganizationDigest" ADD CONSTRAINT "OrganizationDigest_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
