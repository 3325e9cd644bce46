-- A wallet per currency (issue 32): money stays in the currency it came in, never converted.
ALTER TABLE "wallet" DROP CONSTRAINT "wallet_pkey";--> statement-breakpoint
ALTER TABLE "wallet" ADD CONSTRAINT "wallet_user_id_currency_code_pk" PRIMARY KEY("user_id","currency_code");
