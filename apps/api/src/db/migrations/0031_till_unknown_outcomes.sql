ALTER TABLE "terminal_payments" DROP CONSTRAINT "terminal_payments_state_check";--> statement-breakpoint
ALTER TABLE "terminal_payments" ADD COLUMN "charge_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terminal_payments" ADD COLUMN "outcome_unknown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terminal_payments" ADD COLUMN "late_charge_unseen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reversed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "terminal_payments" ADD CONSTRAINT "terminal_payments_state_check" CHECK ("terminal_payments"."state" in ('STARTED', 'IDENTIFIED', 'CHARGING', 'SUCCEEDED', 'DECLINED', 'UNKNOWN', 'CANCELED', 'EXPIRED', 'NOT_CHARGED', 'REVERSED')
        and ("terminal_payments"."state" not in ('SUCCEEDED', 'REVERSED') or "terminal_payments"."transaction_id" is not null));