CREATE TYPE "public"."status_nota_servico" AS ENUM('Processando', 'Autorizada', 'Rejeitada', 'Cancelada');--> statement-breakpoint
CREATE TABLE "notas_servico" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"id_cliente" integer NOT NULL,
	"id_servico" integer NOT NULL,
	"id_nota_fiscal" integer,
	"quantidade_kg" numeric(15, 4),
	"preco_kg" numeric(15, 2),
	"codigo_nbs" text NOT NULL,
	"data_competencia" date NOT NULL,
	"data_vencimento" date NOT NULL,
	"discriminacao" text NOT NULL,
	"iss_retido" boolean DEFAULT false NOT NULL,
	"aliquota_iss" numeric(5, 2) NOT NULL,
	"aliquota_pis" numeric(5, 2),
	"aliquota_cofins" numeric(5, 2),
	"aliquota_csll" numeric(5, 2),
	"aliquota_irrf" numeric(5, 2),
	"aliquota_inss" numeric(5, 2),
	"valor_servico" numeric(15, 2) NOT NULL,
	"valor_base_calculo" numeric(15, 2) NOT NULL,
	"valor_iss" numeric(15, 2) NOT NULL,
	"valor_pis" numeric(15, 2) DEFAULT '0' NOT NULL,
	"valor_cofins" numeric(15, 2) DEFAULT '0' NOT NULL,
	"valor_csll" numeric(15, 2) DEFAULT '0' NOT NULL,
	"valor_irrf" numeric(15, 2) DEFAULT '0' NOT NULL,
	"valor_inss" numeric(15, 2) DEFAULT '0' NOT NULL,
	"valor_retencoes" numeric(15, 2) NOT NULL,
	"valor_liquido" numeric(15, 2) NOT NULL,
	"status" "status_nota_servico" DEFAULT 'Processando' NOT NULL,
	"cnpj_prestador" text NOT NULL,
	"serie_dps" integer NOT NULL,
	"numero_dps" integer NOT NULL,
	"id_dps" text NOT NULL,
	"tp_amb" text NOT NULL,
	"data_emissao" timestamp with time zone NOT NULL,
	"xml_dps" text NOT NULL,
	"xml_nfse" text,
	"chave_acesso" text,
	"numero_nfse" bigint,
	"data_autorizacao" timestamp with time zone,
	"c_stat" text,
	"mensagem" text,
	"envio_ate" timestamp with time zone,
	"data_cancelamento" timestamp with time zone,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notas_servico_quantidade_check" CHECK (("notas_servico"."quantidade_kg" is null) = ("notas_servico"."preco_kg" is null) and ("notas_servico"."quantidade_kg" is null or "notas_servico"."quantidade_kg" > 0)),
	CONSTRAINT "notas_servico_valor_check" CHECK ("notas_servico"."valor_servico" > 0 and "notas_servico"."valor_liquido" >= 0),
	CONSTRAINT "notas_servico_autorizada_check" CHECK ("notas_servico"."status" not in ('Autorizada', 'Cancelada') or ("notas_servico"."xml_nfse" is not null and "notas_servico"."chave_acesso" is not null and "notas_servico"."data_autorizacao" is not null))
);
--> statement-breakpoint
CREATE TABLE "notas_servico_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_nota_servico" integer NOT NULL,
	"tipo_evento" text NOT NULL,
	"sequencia" integer DEFAULT 1 NOT NULL,
	"codigo_motivo" text,
	"justificativa" text,
	"xml" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "nfse_serie" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "nfse_proximo_numero" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "nfse_regime_especial" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "nfse_regime_apuracao_sn" integer;--> statement-breakpoint
ALTER TABLE "notas_servico" ADD CONSTRAINT "notas_servico_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_servico" ADD CONSTRAINT "notas_servico_id_servico_servicos_id_fk" FOREIGN KEY ("id_servico") REFERENCES "public"."servicos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_servico" ADD CONSTRAINT "notas_servico_id_nota_fiscal_notas_fiscais_id_fk" FOREIGN KEY ("id_nota_fiscal") REFERENCES "public"."notas_fiscais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_servico" ADD CONSTRAINT "notas_servico_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_servico_eventos" ADD CONSTRAINT "notas_servico_eventos_id_nota_servico_notas_servico_id_fk" FOREIGN KEY ("id_nota_servico") REFERENCES "public"."notas_servico"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notas_servico_idempotency_key" ON "notas_servico" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_servico_dps_key" ON "notas_servico" USING btree ("cnpj_prestador","serie_dps","numero_dps");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_servico_id_dps_key" ON "notas_servico" USING btree ("id_dps");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_servico_chave_acesso_key" ON "notas_servico" USING btree ("chave_acesso");--> statement-breakpoint
CREATE INDEX "notas_servico_created_at_idx" ON "notas_servico" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notas_servico_status_created_at_idx" ON "notas_servico" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "notas_servico_cliente_idx" ON "notas_servico" USING btree ("id_cliente");--> statement-breakpoint
CREATE INDEX "notas_servico_numero_nfse_idx" ON "notas_servico" USING btree ("numero_nfse");--> statement-breakpoint
CREATE INDEX "notas_servico_nota_fiscal_idx" ON "notas_servico" USING btree ("id_nota_fiscal");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_servico_eventos_key" ON "notas_servico_eventos" USING btree ("id_nota_servico","tipo_evento","sequencia");--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_nfse_serie_check" CHECK ("empresa"."nfse_serie" between 1 and 49999);--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_nfse_proximo_numero_check" CHECK ("empresa"."nfse_proximo_numero" between 1 and 999999999);--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_nfse_regime_especial_check" CHECK ("empresa"."nfse_regime_especial" between 0 and 6);--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_nfse_regime_apuracao_sn_check" CHECK ("empresa"."nfse_regime_apuracao_sn" between 1 and 3);