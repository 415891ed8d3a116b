CREATE TYPE "public"."origem_movimento" AS ENUM('ESTOQUE_INICIAL', 'AJUSTE', 'ENTRADA_NFE', 'SAIDA_NFE', 'ESTORNO_NFE');--> statement-breakpoint
CREATE TABLE "estoque_movimentos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_produto" integer NOT NULL,
	"quantidade_kg" numeric(15, 4) NOT NULL,
	"origem" "origem_movimento" NOT NULL,
	"id_documento" text,
	"observacao" text,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "nfe_serie" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "nfe_proximo_numero" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_id_produto_produtos_id_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estoque_movimentos_produto_idx" ON "estoque_movimentos" USING btree ("id_produto","created_at");--> statement-breakpoint
CREATE INDEX "clientes_nome_trgm_idx" ON "clientes" USING gin (f_unaccent("nome_razao_social") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clientes_nome_idx" ON "clientes" USING btree ("nome_razao_social","id");--> statement-breakpoint
CREATE INDEX "fornecedores_nome_trgm_idx" ON "fornecedores" USING gin (f_unaccent("nome_razao_social") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "produtos_nome_trgm_idx" ON "produtos" USING gin (f_unaccent("nome") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "produtos_codigo_interno_trgm_idx" ON "produtos" USING gin (f_unaccent("codigo_interno") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "servicos_descricao_trgm_idx" ON "servicos" USING gin (f_unaccent("descricao") gin_trgm_ops);