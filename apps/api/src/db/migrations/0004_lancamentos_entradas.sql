CREATE TYPE "public"."situacao_assinatura" AS ENUM('valida', 'invalida', 'ausente');--> statement-breakpoint
CREATE TYPE "public"."status_manifestacao" AS ENUM('Pendente', 'Confirmada');--> statement-breakpoint
CREATE TYPE "public"."origem_lancamento" AS ENUM('MANUAL', 'NFE', 'NFSE');--> statement-breakpoint
CREATE TYPE "public"."status_lancamento" AS ENUM('Pendente', 'Pago', 'Cancelado');--> statement-breakpoint
CREATE TABLE "nfe_entrada_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_nfe_entrada" integer NOT NULL,
	"numero_item" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"codigo_produto" text NOT NULL,
	"descricao" text NOT NULL,
	"ncm" text,
	"cfop" text NOT NULL,
	"unidade" text NOT NULL,
	"quantidade" numeric(15, 4) NOT NULL,
	"valor_unitario" numeric(21, 10) NOT NULL,
	"valor_total" numeric(15, 2) NOT NULL,
	"quantidade_kg" numeric(15, 4) NOT NULL,
	"saldo_kg" numeric(15, 4) NOT NULL,
	CONSTRAINT "nfe_entrada_itens_saldo_check" CHECK ("nfe_entrada_itens"."saldo_kg" >= 0 and "nfe_entrada_itens"."saldo_kg" <= "nfe_entrada_itens"."quantidade_kg")
);
--> statement-breakpoint
CREATE TABLE "nfe_entradas" (
	"id" serial PRIMARY KEY NOT NULL,
	"chave_acesso" text NOT NULL,
	"numero_nf" integer NOT NULL,
	"serie" integer NOT NULL,
	"data_emissao" timestamp with time zone NOT NULL,
	"natureza_operacao" text NOT NULL,
	"id_cliente" integer NOT NULL,
	"emitente_cpf_cnpj" text NOT NULL,
	"valor_total" numeric(15, 2) NOT NULL,
	"xml_original" text NOT NULL,
	"situacao_assinatura" "situacao_assinatura" NOT NULL,
	"protocolo_autorizacao" text,
	"status_manifestacao" "status_manifestacao" DEFAULT 'Pendente' NOT NULL,
	"manifestacao_xml" text,
	"manifestada_em" timestamp with time zone,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lancamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	"tipo" "tipo_lancamento" NOT NULL,
	"valor_original" numeric(15, 2) NOT NULL,
	"data_vencimento" date NOT NULL,
	"status" "status_lancamento" DEFAULT 'Pendente' NOT NULL,
	"id_categoria" integer NOT NULL,
	"id_fornecedor" integer,
	"id_cliente" integer,
	"valor_pago_recebido" numeric(15, 2),
	"data_pagamento_recebimento" date,
	"valor_desconto" numeric(15, 2) DEFAULT '0' NOT NULL,
	"valor_juros_multa" numeric(15, 2) DEFAULT '0' NOT NULL,
	"origem" "origem_lancamento" DEFAULT 'MANUAL' NOT NULL,
	"id_documento" integer,
	"observacao" text,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lancamentos_valor_original_check" CHECK ("lancamentos"."valor_original" >= 0),
	CONSTRAINT "lancamentos_baixa_check" CHECK (("lancamentos"."status" = 'Pago') = ("lancamentos"."data_pagamento_recebimento" is not null and "lancamentos"."valor_pago_recebido" is not null))
);
--> statement-breakpoint
ALTER TABLE "nfe_entrada_itens" ADD CONSTRAINT "nfe_entrada_itens_id_nfe_entrada_nfe_entradas_id_fk" FOREIGN KEY ("id_nfe_entrada") REFERENCES "public"."nfe_entradas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfe_entrada_itens" ADD CONSTRAINT "nfe_entrada_itens_id_produto_produtos_id_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfe_entradas" ADD CONSTRAINT "nfe_entradas_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfe_entradas" ADD CONSTRAINT "nfe_entradas_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_id_categoria_categorias_financeiras_id_fk" FOREIGN KEY ("id_categoria") REFERENCES "public"."categorias_financeiras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_id_fornecedor_fornecedores_id_fk" FOREIGN KEY ("id_fornecedor") REFERENCES "public"."fornecedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nfe_entrada_itens_item_key" ON "nfe_entrada_itens" USING btree ("id_nfe_entrada","numero_item");--> statement-breakpoint
CREATE INDEX "nfe_entrada_itens_produto_idx" ON "nfe_entrada_itens" USING btree ("id_produto");--> statement-breakpoint
CREATE UNIQUE INDEX "nfe_entradas_chave_acesso_key" ON "nfe_entradas" USING btree ("chave_acesso");--> statement-breakpoint
CREATE INDEX "nfe_entradas_cliente_idx" ON "nfe_entradas" USING btree ("id_cliente","data_emissao");--> statement-breakpoint
CREATE INDEX "nfe_entradas_created_at_idx" ON "nfe_entradas" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lancamentos_tipo_status_vencimento_idx" ON "lancamentos" USING btree ("tipo","status","data_vencimento");--> statement-breakpoint
CREATE INDEX "lancamentos_pagamento_idx" ON "lancamentos" USING btree ("data_pagamento_recebimento");--> statement-breakpoint
CREATE INDEX "lancamentos_documento_idx" ON "lancamentos" USING btree ("origem","id_documento");