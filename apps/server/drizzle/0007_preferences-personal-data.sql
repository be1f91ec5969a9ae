ALTER TABLE "preferences" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "age" integer;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "weight_kg" double precision;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "activity_level" text;