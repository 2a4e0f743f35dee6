CREATE TABLE "barang_external" (
	"kode_barcode" text PRIMARY KEY NOT NULL,
	"status_external" text DEFAULT 'ANTRI' NOT NULL,
	"id_ext" text,
	"outbox_id" bigint,
	"sold_at" timestamp with time zone,
	"sold_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_setting" (
	"k_m" text PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"a_i" text DEFAULT '' NOT NULL,
	"c_i" text DEFAULT '' NOT NULL,
	"c_s" text DEFAULT '' NOT NULL,
	"b_t" text DEFAULT '' NOT NULL,
	"s_i" text DEFAULT '' NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "kind" text DEFAULT 'CHAT' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "barang_external_id_ext_idx" ON "barang_external" USING btree ("id_ext");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");