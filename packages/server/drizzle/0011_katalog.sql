CREATE TABLE "katalog_content" (
	"jenis" text NOT NULL,
	"varian" text NOT NULL,
	"kode" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "katalog_content_jenis_varian_kode_pk" PRIMARY KEY("jenis","varian","kode")
);
--> statement-breakpoint
CREATE TABLE "katalog_counter" (
	"name" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "katalog_content_varian_idx" ON "katalog_content" USING btree ("varian","jenis","kode");