CREATE TABLE "master_rows" (
	"_id" text PRIMARY KEY NOT NULL,
	"master" text NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"data" jsonb NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "master_rows_key_idx" ON "master_rows" USING btree ("master","kode");--> statement-breakpoint
CREATE INDEX "master_rows_list_idx" ON "master_rows" USING btree ("master","status","kode");--> statement-breakpoint
CREATE INDEX "master_rows_data_idx" ON "master_rows" USING gin ("data" jsonb_path_ops);