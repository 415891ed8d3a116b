CREATE TYPE "public"."destino_estoque" AS ENUM('terceiros', 'proprio');--> statement-breakpoint
ALTER TYPE "public"."origem_movimento" ADD VALUE 'ESTORNO_ENTRADA_NFE';--> statement-breakpoint
ALTER TYPE "public"."origem_lancamento" ADD VALUE 'NFE_ENTRADA';--> statement-breakpoint
CREATE TABLE "destinos_do_emitente" (
	"id" serial PRIMARY KEY NOT NULL,
	"emitente_cpf_cnpj" text NOT NULL,
	"cfop" text NOT NULL,
	"destino" "destino_estoque" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nfe_entradas" ALTER COLUMN "id_cliente" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "estoque_proprio_kg" numeric(15, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "valor_estoque_proprio" numeric(15, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "nfe_entrada_itens" ADD COLUMN "destino" "destino_estoque" DEFAULT 'terceiros' NOT NULL;--> statement-breakpoint
ALTER TABLE "nfe_entrada_itens" ADD COLUMN "custo_total" numeric(15, 2);--> statement-breakpoint
ALTER TABLE "nfe_entradas" ADD COLUMN "id_fornecedor" integer;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD COLUMN "destino" "destino_estoque" DEFAULT 'terceiros' NOT NULL;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD COLUMN "custo_kg" numeric(21, 10);--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD COLUMN "custo_total" numeric(15, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "destinos_do_emitente_key" ON "destinos_do_emitente" USING btree ("emitente_cpf_cnpj","cfop");--> statement-breakpoint
ALTER TABLE "nfe_entradas" ADD CONSTRAINT "nfe_entradas_id_fornecedor_fornecedores_id_fk" FOREIGN KEY ("id_fornecedor") REFERENCES "public"."fornecedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nfe_entradas_fornecedor_idx" ON "nfe_entradas" USING btree ("id_fornecedor") WHERE "nfe_entradas"."id_fornecedor" is not null;--> statement-breakpoint
ALTER TABLE "nfe_entrada_itens" ADD CONSTRAINT "nfe_entrada_itens_proprio_check" CHECK ("nfe_entrada_itens"."destino" = 'terceiros' or "nfe_entrada_itens"."saldo_kg" = 0);--> statement-breakpoint
ALTER TABLE "nfe_entradas" ADD CONSTRAINT "nfe_entradas_emitente_check" CHECK ("nfe_entradas"."id_cliente" is not null or "nfe_entradas"."id_fornecedor" is not null);--> statement-breakpoint
-- Issue 24: own stock apart from the clients'. Until now every incoming note was a client's remessa, so the ledger's
-- ENTRADA_NFE are the clients' material and so are the returns' exits; the stock typed by users (initial stock,
-- adjustments) and the sales' exits (and their reversals) are the company's own. No cost was ever recorded: the
-- own stock starts at value 0, and the first purchase sets its average cost.
UPDATE "estoque_movimentos" m SET "destino" = 'proprio'
  WHERE m."origem" IN ('ESTOQUE_INICIAL', 'AJUSTE')
    OR (m."origem" IN ('SAIDA_NFE', 'ESTORNO_NFE') AND EXISTS (
      SELECT 1 FROM "notas_fiscais" n
      WHERE n."id"::text = m."id_documento" AND n."natureza_operacao" = 'VENDA DE MERCADORIA'));
--> statement-breakpoint
UPDATE "produtos" p SET "estoque_proprio_kg" = s."kg"
  FROM (SELECT "id_produto", sum("quantidade_kg") AS "kg" FROM "estoque_movimentos"
    WHERE "destino" = 'proprio' GROUP BY "id_produto") s
  WHERE p."id" = s."id_produto" AND s."kg" <> 0;
