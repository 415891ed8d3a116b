ALTER TABLE "notas_fiscais_eventos" ADD COLUMN "texto" text;--> statement-breakpoint
CREATE INDEX "notas_fiscais_created_at_idx" ON "notas_fiscais" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notas_fiscais_status_created_at_idx" ON "notas_fiscais" USING btree ("status","created_at","id");