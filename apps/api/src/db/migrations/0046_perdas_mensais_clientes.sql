CREATE TABLE "perdas_mensais_clientes" (
	"mes" date NOT NULL,
	"id_cliente" integer NOT NULL,
	"grupos" integer NOT NULL,
	"entrada_kg" numeric(15, 4) NOT NULL,
	"perda_kg" numeric(15, 4) NOT NULL,
	"nao_aplicado_kg" numeric(15, 4) NOT NULL,
	"ordens" integer NOT NULL,
	"ordens_acima" integer NOT NULL,
	CONSTRAINT "perdas_mensais_clientes_mes_id_cliente_pk" PRIMARY KEY("mes","id_cliente")
);
--> statement-breakpoint
ALTER TABLE "perdas_mensais_clientes" ADD CONSTRAINT "perdas_mensais_clientes_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;