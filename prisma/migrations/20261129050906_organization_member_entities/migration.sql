-- AlterTable
ALTER TABLE "OrganizationMember" ADD COLUMN     "entityIds" UUID[] DEFAULT ARRAY[]::UUID[];
