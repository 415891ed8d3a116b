CREATE TYPE "public"."destino_sucata" AS ENUM('devolver', 'manter', 'reaproveitar');--> statement-breakpoint
CREATE TYPE "public"."status_ordem_industrializacao" AS ENUM('Aberta', 'Em produção', 'Concluída', 'Faturada', 'Cancelada');--> statement-breakpoint
CREATE TYPE "public"."tipo_apontamento" AS ENUM('producao', 'sucata', 'perda', 'nao_aplicado');--> statement-breakpoint
CREATE TABLE "notas_fiscais_ordens" (
	"id_nota_fiscal" integer NOT NULL,
	"id_ordem" integer NOT NULL,
	CONSTRAINT "notas_fiscais_ordens_id_nota_fiscal_id_ordem_pk" PRIMARY KEY("id_nota_fiscal","id_ordem")
);
--> statement-breakpoint
CREATE TABLE "ordens_industrializacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"xped" text,
	"id_servico" integer,
	"status" "status_ordem_industrializacao" DEFAULT 'Aberta' NOT NULL,
	"id_usuario" integer,
	"iniciada_em" timestamp with time zone,
	"id_usuario_inicio" integer,
	"concluida_em" timestamp with time zone,
	"id_usuario_conclusao" integer,
	"perda_aprovada_em" timestamp with time zone,
	"id_usuario_aprovacao_perda" integer,
	"cancelada_em" timestamp with time zone,
	"id_usuario_cancelamento" integer,
	"faturada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordens_industrializacao_apontamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_ordem" integer NOT NULL,
	"tipo" "tipo_apontamento" NOT NULL,
	"id_produto" integer,
	"id_servico" integer,
	"quantidade" numeric(15, 4),
	"quantidade_kg" numeric(15, 4) NOT NULL,
	"destino" "destino_sucata",
	"documento_acordo" text,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ordens_industrializacao_apontamentos_kg_check" CHECK ("ordens_industrializacao_apontamentos"."quantidade_kg" > 0),
	CONSTRAINT "ordens_industrializacao_apontamentos_producao_check" CHECK (("ordens_industrializacao_apontamentos"."tipo" = 'producao') = ("ordens_industrializacao_apontamentos"."id_produto" is not null and "ordens_industrializacao_apontamentos"."quantidade" is not null)),
	CONSTRAINT "ordens_industrializacao_apontamentos_destino_check" CHECK (("ordens_industrializacao_apontamentos"."tipo" = 'sucata') = ("ordens_industrializacao_apontamentos"."destino" is not null)
        and ("ordens_industrializacao_apontamentos"."destino" is distinct from 'manter' or "ordens_industrializacao_apontamentos"."documento_acordo" is not null))
);
--> statement-breakpoint
CREATE TABLE "ordens_industrializacao_entradas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_ordem" integer NOT NULL,
	"id_item_entrada" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"quantidade_kg" numeric(15, 4) NOT NULL,
	"reservado_kg" numeric(15, 4) NOT NULL,
	"aplicado_kg" numeric(15, 4),
	"sucata_devolvida_kg" numeric(15, 4),
	"nao_aplicado_kg" numeric(15, 4),
	"retido_kg" numeric(15, 4),
	CONSTRAINT "ordens_industrializacao_entradas_kg_check" CHECK ("ordens_industrializacao_entradas"."quantidade_kg" > 0 and "ordens_industrializacao_entradas"."reservado_kg" >= 0 and "ordens_industrializacao_entradas"."reservado_kg" <= "ordens_industrializacao_entradas"."quantidade_kg")
);
--> statement-breakpoint
CREATE TABLE "perdas_normais" (
	"id_cliente" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"perda_normal_percentual" numeric(7, 4) NOT NULL,
	"id_usuario" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perdas_normais_id_cliente_id_produto_pk" PRIMARY KEY("id_cliente","id_produto"),
	CONSTRAINT "perdas_normais_percentual_check" CHECK ("perdas_normais"."perda_normal_percentual" >= 0 and "perdas_normais"."perda_normal_percentual" <= 100)
);
--> statement-breakpoint
ALTER TABLE "nfe_entrada_itens" ADD COLUMN "reservado_kg" numeric(15, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "notas_fiscais_ordens" ADD CONSTRAINT "notas_fiscais_ordens_id_nota_fiscal_notas_fiscais_id_fk" FOREIGN KEY ("id_nota_fiscal") REFERENCES "public"."notas_fiscais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais_ordens" ADD CONSTRAINT "notas_fiscais_ordens_id_ordem_ordens_industrializacao_id_fk" FOREIGN KEY ("id_ordem") REFERENCES "public"."ordens_industrializacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_industrializacao" ADD CONSTRAINT "ordens_industrializacao_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_industrializacao" ADD CONSTRAINT "ordens_industrializacao_id_servico_servicos_id_fk" FOREIGN KEY ("id_servico") REFERENCES "public"."servicos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_industrializacao" ADD CONSTRAINT "ordens_industrializacao_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_industrializacao" ADD CONSTRAINT "ordens_industrializacao_id_usuario_inicio_usuarios_id_fk" FOREIGN KEY ("id_usuario_inicio") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_industrializacao" ADD CONSTRAINT "ordens_industrializacao_id_usuario_conclusao_usuarios_id_fk" FOREIGN KEY ("id_usuario_conclusao") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_industrializacao" ADD CONSTRAINT "ordens_industrializacao_id_usuario_aprovacao_perda_usuarios_id_fk" FOREIGN KEY ("id_usuario_aprovacao_perda") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_industrializacao" ADD CONSTRAINT "ordens_industrializacao_id_usuario_cancelamento_usuarios_id_fk" FOREIGN KEY ("id_usuario_cancelamento") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_industrializacao_apontamentos" ADD CONSTRAINT "ordens_industrializacao_apontamentos_id_ordem_ordens_industrializacao_id_fk" FOREIGN KEY ("id_ordem") REFERENCES "public"."ordens_industrializacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_industrializacao_apontamentos" ADD CONSTRAINT "ordens_industrializacao_apontamentos_id_produto_produtos_id_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_industrializacao_apontamentos" ADD CONSTRAINT "ordens_industrializacao_apontamentos_id_servico_servicos_id_fk" FOREIGN KEY ("id_servico") REFERENCES "public"."servicos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_industrializacao_apontamentos" ADD CONSTRAINT "ordens_industrializacao_apontamentos_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_industrializacao_entradas" ADD CONSTRAINT "ordens_industrializacao_entradas_id_ordem_ordens_industrializacao_id_fk" FOREIGN KEY ("id_ordem") REFERENCES "public"."ordens_industrializacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_industrializacao_entradas" ADD CONSTRAINT "ordens_industrializacao_entradas_id_item_entrada_nfe_entrada_itens_id_fk" FOREIGN KEY ("id_item_entrada") REFERENCES "public"."nfe_entrada_itens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_industrializacao_entradas" ADD CONSTRAINT "ordens_industrializacao_entradas_id_produto_produtos_id_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perdas_normais" ADD CONSTRAINT "perdas_normais_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perdas_normais" ADD CONSTRAINT "perdas_normais_id_produto_produtos_id_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perdas_normais" ADD CONSTRAINT "perdas_normais_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notas_fiscais_ordens_ordem_idx" ON "notas_fiscais_ordens" USING btree ("id_ordem");--> statement-breakpoint
CREATE INDEX "ordens_industrializacao_lista_idx" ON "ordens_industrializacao" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ordens_industrializacao_status_idx" ON "ordens_industrializacao" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "ordens_industrializacao_cliente_idx" ON "ordens_industrializacao" USING btree ("id_cliente","created_at","id");--> statement-breakpoint
CREATE INDEX "ordens_industrializacao_apontamentos_ordem_idx" ON "ordens_industrializacao_apontamentos" USING btree ("id_ordem","id");--> statement-breakpoint
CREATE INDEX "ordens_industrializacao_entradas_ordem_idx" ON "ordens_industrializacao_entradas" USING btree ("id_ordem");--> statement-breakpoint
CREATE INDEX "ordens_industrializacao_entradas_item_idx" ON "ordens_industrializacao_entradas" USING btree ("id_item_entrada");--> statement-breakpoint
ALTER TABLE "nfe_entrada_itens" ADD CONSTRAINT "nfe_entrada_itens_reservado_check" CHECK ("nfe_entrada_itens"."reservado_kg" >= 0 and "nfe_entrada_itens"."reservado_kg" <= "nfe_entrada_itens"."saldo_kg");