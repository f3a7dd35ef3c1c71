-- CreateEnum
CREATE TYPE "EntityPersonRole" AS ENUM ('OFFICER', 'DIRECTOR', 'MANAGER', 'MEMBER');

-- AlterEnum
ALTER TYPE "OrderKind" ADD VALUE 'CHANGE_OF_AGENT';

-- CreateTable
CREATE TABLE "EntityPerson" (
    "id" UUID NOT NULL,
    "entityId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "role" "EntityPersonRole" NOT NULL,
    "title" TEXT,
    "address" TEXT,
    "since" DATE,
    "until" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EntityPerson_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EntityPerson_entityId_idx" ON "EntityPerson"("entityId");

-- AddForeignKey
ALTER TABLE "EntityPerson" ADD CONSTRAINT "EntityPerson_entityId_fkey" FOREIGN KEY ("entityId") REFERENCES "FormedEntity"("id") ON DELETE CASCADE ON UPDATE CASCADE;
