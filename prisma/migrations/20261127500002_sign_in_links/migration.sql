-- One-time sign-in links sent by email: only the token's SHA-256 is kept.
ALTER TABLE "User" ADD COLUMN "signInTokenHash" TEXT;
ALTER TABLE "User" ADD COLUMN "signInExpiresAt" TIMESTAMP(3);
CREATE UNIQUE INDEX "User_signInTokenHash_key" ON "User"("signInTokenHash");
