CREATE TYPE "public"."status_nota_fiscal" AS ENUM('Rascunho', 'Processando', 'Autorizada', 'Rejeitada', 'Denegada', 'Cancelada');--> statement-breakpoint
CREATE TABLE "notas_fiscais" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"natureza_operacao" text NOT NULL,
	"finalidade_emissao" text DEFAULT '1' NOT NULL,
	"modalidade_frete" text DEFAULT '9' NOT NULL,
	"status" "status_nota_fiscal" DEFAULT 'Rascunho' NOT NULL,
	"valor_total_produtos" numeric(15, 2) DEFAULT '0' NOT NULL,
	"valor_total_nota" numeric(15, 2) DEFAULT '0' NOT NULL,
	"data_vencimento" date,
	"cnpj_emitente" text,
	"modelo" integer DEFAULT 55 NOT NULL,
	"serie" integer,
	"numero" integer,
	"chave_acesso" text,
	"cnf" text,
	"tp_amb" text,
	"data_emissao" timestamp with time zone,
	"xml_assinado" text,
	"xml_autorizado" text,
	"protocolo" text,
	"data_autorizacao" timestamp with time zone,
	"c_stat" text,
	"x_motivo" text,
	"recibo" text,
	"data_cancelamento" timestamp with time zone,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notas_fiscais_autorizada_check" CHECK ("notas_fiscais"."status" not in ('Autorizada', 'Cancelada') or ("notas_fiscais"."protocolo" is not null and "notas_fiscais"."data_autorizacao" is not null))
);
--> statement-breakpoint
CREATE TABLE "notas_fiscais_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_nota_fiscal" integer NOT NULL,
	"tipo_evento" text NOT NULL,
	"sequencia" integer DEFAULT 1 NOT NULL,
	"protocolo" text,
	"xml" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notas_fiscais_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_nota_fiscal" integer NOT NULL,
	"numero_item" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"id_servico" integer,
	"id_item_entrada" integer,
	"nome_produto" text NOT NULL,
	"cfop" text NOT NULL,
	"quantidade" numeric(15, 4) NOT NULL,
	"valor_unitario" numeric(21, 10) NOT NULL,
	"valor_total" numeric(15, 2) NOT NULL,
	CONSTRAINT "notas_fiscais_itens_quantidade_check" CHECK ("notas_fiscais_itens"."quantidade" > 0)
);
--> statement-breakpoint
CREATE TABLE "numeracao_documentos" (
	"cnpj" text NOT NULL,
	"modelo" integer NOT NULL,
	"serie" integer NOT NULL,
	"proximo_numero" integer NOT NULL,
	CONSTRAINT "numeracao_documentos_cnpj_modelo_serie_pk" PRIMARY KEY("cnpj","modelo","serie"),
	CONSTRAINT "numeracao_documentos_check" CHECK ("numeracao_documentos"."proximo_numero" between 1 and 999999999)
);
--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais_eventos" ADD CONSTRAINT "notas_fiscais_eventos_id_nota_fiscal_notas_fiscais_id_fk" FOREIGN KEY ("id_nota_fiscal") REFERENCES "public"."notas_fiscais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais_itens" ADD CONSTRAINT "notas_fiscais_itens_id_nota_fiscal_notas_fiscais_id_fk" FOREIGN KEY ("id_nota_fiscal") REFERENCES "public"."notas_fiscais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais_itens" ADD CONSTRAINT "notas_fiscais_itens_id_produto_produtos_id_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais_itens" ADD CONSTRAINT "notas_fiscais_itens_id_servico_servicos_id_fk" FOREIGN KEY ("id_servico") REFERENCES "public"."servicos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais_itens" ADD CONSTRAINT "notas_fiscais_itens_id_item_entrada_nfe_entrada_itens_id_fk" FOREIGN KEY ("id_item_entrada") REFERENCES "public"."nfe_entrada_itens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_numero_key" ON "notas_fiscais" USING btree ("cnpj_emitente","modelo","serie","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_chave_acesso_key" ON "notas_fiscais" USING btree ("chave_acesso");--> statement-breakpoint
CREATE INDEX "notas_fiscais_status_autorizacao_idx" ON "notas_fiscais" USING btree ("status","data_autorizacao");--> statement-breakpoint
CREATE INDEX "notas_fiscais_cliente_idx" ON "notas_fiscais" USING btree ("id_cliente");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_eventos_key" ON "notas_fiscais_eventos" USING btree ("id_nota_fiscal","tipo_evento","sequencia");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_itens_item_key" ON "notas_fiscais_itens" USING btree ("id_nota_fiscal","numero_item");--> statement-breakpoint
CREATE INDEX "notas_fiscais_itens_item_entrada_idx" ON "notas_fiscais_itens" USING btree ("id_item_entrada");