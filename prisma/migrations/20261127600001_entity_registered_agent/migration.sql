-- The registered agent an amendment named for the entity (null while it is ours, as formed).
ALTER TABLE "FormedEntity" ADD COLUMN "registeredAgent" TEXT;
