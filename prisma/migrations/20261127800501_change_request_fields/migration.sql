-- AlterTable
ALTER TABLE "ChangeRequest" ADD COLUMN     "dueDate" TIMESTAMP(3),
ADD COLUMN     "fields" TEXT[] DEFAULT ARRAY[]::TEXT[];
