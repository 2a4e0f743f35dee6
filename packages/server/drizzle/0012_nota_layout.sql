CREATE TABLE "nota_label" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"is_mobile" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"isi" text DEFAULT '' NOT NULL,
	"jenis" text NOT NULL,
	"width" numeric(8, 1) NOT NULL,
	"height" numeric(8, 1) NOT NULL,
	"position_x" numeric(8, 1) NOT NULL,
	"position_y" numeric(8, 1) NOT NULL,
	"rotate" integer DEFAULT 90 NOT NULL,
	"font_size" integer DEFAULT 10 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"is_deletable" boolean DEFAULT true NOT NULL,
	"font_family" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "nota_label_name_idx" ON "nota_label" USING btree ("type","is_mobile","name");