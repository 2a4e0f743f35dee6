CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_attempts_until_idx" ON "login_attempts" USING btree ("window_until");