CREATE TABLE "perdas_mensais" (
	"mes" date NOT NULL,
	"id_cliente" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"entrada_kg" numeric(15, 4) NOT NULL,
	"perda_kg" numeric(15, 4) NOT NULL,
	"nao_aplicado_kg" numeric(15, 4) NOT NULL,
	"ordens" integer NOT NULL,
	"ordens_acima" integer NOT NULL,
	CONSTRAINT "perdas_mensais_mes_id_cliente_id_produto_pk" PRIMARY KEY("mes","id_cliente","id_produto")
);
--> statement-breakpoint
ALTER TABLE "ordens_industrializacao_entradas" ADD COLUMN "perda_kg" numeric(15, 4);--> statement-breakpoint
ALTER TABLE "perdas_mensais" ADD CONSTRAINT "perdas_mensais_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perdas_mensais" ADD CONSTRAINT "perdas_mensais_id_produto_produtos_id_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ordens_industrializacao_em_aberto_idx" ON "ordens_industrializacao" USING btree ("created_at","id") WHERE "ordens_industrializacao"."status" in ('Aberta', 'Em produção', 'Concluída');--> statement-breakpoint
CREATE INDEX "ordens_industrializacao_concluida_idx" ON "ordens_industrializacao" USING btree ("concluida_em") WHERE "ordens_industrializacao"."concluida_em" is not null;--> statement-breakpoint
CREATE INDEX "ordens_industrializacao_a_faturar_idx" ON "ordens_industrializacao" USING btree ("id") WHERE "ordens_industrializacao"."status" = 'Concluída';