CREATE TABLE "material_terceiros_produtos" (
	"id_produto" integer PRIMARY KEY NOT NULL,
	"itens" integer NOT NULL,
	"recebido_kg" numeric(15, 4) NOT NULL,
	"saldo_kg" numeric(15, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_terceiros_remessas" (
	"id_nfe_entrada" integer PRIMARY KEY NOT NULL,
	"id_cliente" integer,
	"data_remessa" date,
	"itens" integer NOT NULL,
	"recebido_kg" numeric(15, 4) NOT NULL,
	"saldo_kg" numeric(15, 4) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "material_terceiros_remessas_cliente_idx" ON "material_terceiros_remessas" USING btree ("id_cliente","data_remessa","id_nfe_entrada");