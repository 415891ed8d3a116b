CREATE TYPE "public"."status_documento_distribuido" AS ENUM('Resumo', 'Ciência enviada', 'XML disponível', 'Importada', 'Produtos não cadastrados', 'Falha', 'Evento');--> statement-breakpoint
CREATE TYPE "public"."tipo_documento_distribuido" AS ENUM('resNFe', 'procNFe', 'resEvento', 'procEventoNFe', 'outro');--> statement-breakpoint
CREATE TABLE "distribuicao_dfe" (
	"cnpj" text PRIMARY KEY NOT NULL,
	"ult_nsu" text DEFAULT '000000000000000' NOT NULL,
	"max_nsu" text DEFAULT '000000000000000' NOT NULL,
	"ultima_consulta_em" timestamp with time zone,
	"proxima_consulta_em" timestamp with time zone,
	"c_stat" text,
	"x_motivo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribuicao_dfe_nsu_check" CHECK ("distribuicao_dfe"."ult_nsu" ~ '^[0-9]{15}$' and "distribuicao_dfe"."max_nsu" ~ '^[0-9]{15}$')
);
--> statement-breakpoint
CREATE TABLE "documentos_distribuidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"cnpj_interessado" text NOT NULL,
	"nsu" text NOT NULL,
	"schema" text NOT NULL,
	"tipo" "tipo_documento_distribuido" NOT NULL,
	"chave_acesso" text,
	"emitente_cpf_cnpj" text,
	"emitente_nome" text,
	"valor_total" numeric(15, 2),
	"data_emissao" timestamp with time zone,
	"situacao" text,
	"xml" text NOT NULL,
	"status" "status_documento_distribuido" NOT NULL,
	"observacao" text,
	"id_nfe_entrada" integer,
	"ciencia_xml" text,
	"ciencia_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_distribuidos_nsu_check" CHECK ("documentos_distribuidos"."nsu" ~ '^[0-9]{15}$')
);
--> statement-breakpoint
ALTER TABLE "documentos_distribuidos" ADD CONSTRAINT "documentos_distribuidos_id_nfe_entrada_nfe_entradas_id_fk" FOREIGN KEY ("id_nfe_entrada") REFERENCES "public"."nfe_entradas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_distribuidos_nsu_key" ON "documentos_distribuidos" USING btree ("cnpj_interessado","nsu");--> statement-breakpoint
CREATE INDEX "documentos_distribuidos_chave_idx" ON "documentos_distribuidos" USING btree ("chave_acesso");