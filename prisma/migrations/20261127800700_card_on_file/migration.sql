-- Automatic filing charges the client's card on file (their Stripe customer's default payment method), as renewals
-- do: the entity keeps no card of its own.
ALTER TABLE "FormedEntity" DROP COLUMN "autoFilePaymentMethodId";
