ALTER TABLE "nfe_inutilizacoes" ADD COLUMN "situacao" text DEFAULT 'Homologada' NOT NULL;--> statement-breakpoint
ALTER TABLE "nfe_inutilizacoes" ADD COLUMN "motivo_pendencia" text;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "divergente_da_sefaz" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nfe_inutilizacoes" ADD CONSTRAINT "nfe_inutilizacoes_situacao_check" CHECK ("nfe_inutilizacoes"."situacao" in ('Pendente', 'Homologada'));