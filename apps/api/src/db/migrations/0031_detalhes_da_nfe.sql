ALTER TYPE "public"."status_manifestacao" ADD VALUE 'Ciência';--> statement-breakpoint
ALTER TYPE "public"."status_manifestacao" ADD VALUE 'Desconhecida';--> statement-breakpoint
ALTER TYPE "public"."status_manifestacao" ADD VALUE 'Não realizada';--> statement-breakpoint
CREATE TABLE "manifestacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"chave_acesso" text NOT NULL,
	"ambiente" text DEFAULT 'simulacao' NOT NULL,
	"tipo_evento" text NOT NULL,
	"justificativa" text,
	"protocolo" text,
	"xml" text NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manifestacoes_tipo_evento_check" CHECK ("manifestacoes"."tipo_evento" in ('210200', '210210', '210220', '210240'))
);
--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "aliquota_ipi" numeric(7, 4);--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "cpf_cnpj_contador" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "email_contador" text;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "transporte" jsonb;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "informacoes_complementares" text;--> statement-breakpoint
ALTER TABLE "notas_fiscais_itens" ADD COLUMN "x_ped" text;--> statement-breakpoint
ALTER TABLE "notas_fiscais_itens" ADD COLUMN "n_item_ped" text;--> statement-breakpoint
ALTER TABLE "manifestacoes" ADD CONSTRAINT "manifestacoes_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manifestacoes_evento_key" ON "manifestacoes" USING btree ("chave_acesso","ambiente","tipo_evento");--> statement-breakpoint
CREATE INDEX "manifestacoes_created_at_idx" ON "manifestacoes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_aliquota_ipi_check" CHECK ("produtos"."aliquota_ipi" >= 0);--> statement-breakpoint
-- The manifestações registered before this table: an imported entry's Confirmação da Operação and a distributed
-- summary's Ciência. Entries had no environment column: tpAmb 1 of the registered event is produção; tpAmb 2 is
-- homologação when that is the configured environment now, and the simulator's otherwise.
INSERT INTO "manifestacoes" ("chave_acesso", "ambiente", "tipo_evento", "protocolo", "xml", "id_usuario", "created_at")
SELECT e."chave_acesso",
       CASE
         WHEN e."manifestacao_xml" ~ '<tpAmb>1</tpAmb>' THEN 'producao'
         WHEN (SELECT "modo" FROM "configuracao_fiscal" WHERE "id" = 1) = 'homologacao' THEN 'homologacao'
         ELSE 'simulacao'
       END,
       '210200',
       substring(e."manifestacao_xml" from '<nProt>([0-9]+)</nProt>'),
       e."manifestacao_xml",
       e."id_usuario",
       coalesce(e."manifestada_em", e."created_at")
FROM "nfe_entradas" e
WHERE e."manifestacao_xml" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "manifestacoes" ("chave_acesso", "ambiente", "tipo_evento", "protocolo", "xml", "created_at")
SELECT d."chave_acesso", d."ambiente", '210210', substring(d."ciencia_xml" from '<nProt>([0-9]+)</nProt>'),
       d."ciencia_xml", coalesce(d."ciencia_em", d."created_at")
FROM "documentos_distribuidos" d
WHERE d."ciencia_xml" IS NOT NULL AND d."chave_acesso" IS NOT NULL
ON CONFLICT DO NOTHING;
