-- Every fiscal document, number counter, voided range and DistDFe position belongs to the environment it was
-- issued in (simulação, homologação or produção): a stored document is always sent to its own environment,
-- and homologação never consumes produção's numbers. Existing rows were all made in simulação.
ALTER TABLE "distribuicao_dfe" ADD COLUMN "ambiente" text DEFAULT 'simulacao' NOT NULL;--> statement-breakpoint
ALTER TABLE "documentos_distribuidos" ADD COLUMN "ambiente" text DEFAULT 'simulacao' NOT NULL;--> statement-breakpoint
ALTER TABLE "nfe_inutilizacoes" ADD COLUMN "ambiente" text DEFAULT 'simulacao' NOT NULL;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "ambiente" text DEFAULT 'simulacao' NOT NULL;--> statement-breakpoint
ALTER TABLE "numeracao_documentos" ADD COLUMN "ambiente" text DEFAULT 'simulacao' NOT NULL;--> statement-breakpoint
ALTER TABLE "notas_servico" ADD COLUMN "ambiente" text DEFAULT 'simulacao' NOT NULL;--> statement-breakpoint
DROP INDEX "documentos_distribuidos_nsu_key";--> statement-breakpoint
DROP INDEX "nfe_inutilizacoes_serie_idx";--> statement-breakpoint
DROP INDEX "notas_fiscais_numero_key";--> statement-breakpoint
DROP INDEX "notas_servico_dps_key";--> statement-breakpoint
DROP INDEX "notas_servico_id_dps_key";--> statement-breakpoint
ALTER TABLE "numeracao_documentos" DROP CONSTRAINT "numeracao_documentos_cnpj_modelo_serie_pk";--> statement-breakpoint
ALTER TABLE "distribuicao_dfe" DROP CONSTRAINT "distribuicao_dfe_pkey";--> statement-breakpoint
ALTER TABLE "distribuicao_dfe" ADD CONSTRAINT "distribuicao_dfe_cnpj_ambiente_pk" PRIMARY KEY("cnpj","ambiente");--> statement-breakpoint
ALTER TABLE "numeracao_documentos" ADD CONSTRAINT "numeracao_documentos_cnpj_ambiente_modelo_serie_pk" PRIMARY KEY("cnpj","ambiente","modelo","serie");--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_distribuidos_nsu_key" ON "documentos_distribuidos" USING btree ("cnpj_interessado","ambiente","nsu");--> statement-breakpoint
CREATE INDEX "nfe_inutilizacoes_serie_idx" ON "nfe_inutilizacoes" USING btree ("cnpj","ambiente","modelo","serie","numero_inicial");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_numero_key" ON "notas_fiscais" USING btree ("cnpj_emitente","ambiente","modelo","serie","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_servico_dps_key" ON "notas_servico" USING btree ("cnpj_prestador","ambiente","serie_dps","numero_dps");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_servico_id_dps_key" ON "notas_servico" USING btree ("ambiente","id_dps");
