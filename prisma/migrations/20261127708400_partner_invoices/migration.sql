-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "stripeCustomerId" TEXT;

-- CreateTable
CREATE TABLE "PartnerInvoice" (
    "id" UUID NOT NULL,
    "partnerId" UUID NOT NULL,
    "month" DATE NOT NULL,
    "stripeInvoiceId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "amountCents" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PartnerInvoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PartnerInvoiceLine" (
    "id" UUID NOT NULL,
    "invoiceId" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "stripeInvoiceItemId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PartnerInvoiceLine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PartnerInvoice_stripeInvoiceId_key" ON "PartnerInvoice"("stripeInvoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "PartnerInvoice_partnerId_month_key" ON "PartnerInvoice"("partnerId", "month");

-- CreateIndex
CREATE UNIQUE INDEX "PartnerInvoiceLine_orderId_key" ON "PartnerInvoiceLine"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "PartnerInvoiceLine_stripeInvoiceItemId_key" ON "PartnerInvoiceLine"("stripeInvoiceItemId");

-- CreateIndex
CREATE INDEX "PartnerInvoiceLine_invoiceId_idx" ON "PartnerInvoiceLine"("invoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "Partner_stripeCustomerId_key" ON "Partner"("stripeCustomerId");

-- AddForeignKey
ALTER TABLE "PartnerInvoice" ADD CONSTRAINT "PartnerInvoice_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerInvoiceLine" ADD CONSTRAINT "PartnerInvoiceLine_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "PartnerInvoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerInvoiceLine" ADD CONSTRAINT "PartnerInvoiceLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
