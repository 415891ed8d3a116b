DROP INDEX "produtos_nome_trgm_idx";--> statement-breakpoint
DROP INDEX "produtos_codigo_interno_trgm_idx";--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "busca" text GENERATED ALWAYS AS (lower(f_unaccent(nome || ' ' || codigo_interno))) STORED;--> statement-breakpoint
CREATE INDEX "produtos_busca_trgm_idx" ON "produtos" USING gin ("busca" gin_trgm_ops);