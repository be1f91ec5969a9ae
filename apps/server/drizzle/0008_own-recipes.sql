CREATE TABLE "own_recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"meal_types" jsonb NOT NULL,
	"cuisine" text NOT NULL,
	"servings" integer NOT NULL,
	"active_minutes" integer NOT NULL,
	"total_minutes" integer NOT NULL,
	"difficulty" text NOT NULL,
	"lines" jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutrition" jsonb NOT NULL,
	"diets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label_checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"incomplete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"recipe_key" text NOT NULL,
	"favourite" boolean DEFAULT false NOT NULL,
	"never_suggest" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "own_recipes" ADD CONSTRAINT "own_recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_marks" ADD CONSTRAINT "recipe_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "own_recipes_user_created_idx" ON "own_recipes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_marks_user_recipe_unique" ON "recipe_marks" USING btree ("user_id","recipe_key");