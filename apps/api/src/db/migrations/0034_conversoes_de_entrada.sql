CREATE TABLE "produtos_do_cliente" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cliente" integer NOT NULL,
	"codigo_produto" text NOT NULL,
	"id_produto" integer,
	"unidade" text,
	"kg_por_unidade" numeric(18, 6),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produtos_do_cliente_kg_check" CHECK ("produtos_do_cliente"."kg_por_unidade" is null or ("produtos_do_cliente"."kg_por_unidade" > 0 and "produtos_do_cliente"."unidade" is not null))
);
--> statement-breakpoint
ALTER TABLE "nfe_entrada_itens" ALTER COLUMN "id_produto" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "nfe_entrada_itens" ADD COLUMN "ignorado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "produtos_do_cliente" ADD CONSTRAINT "produtos_do_cliente_id_cliente_clientes_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos_do_cliente" ADD CONSTRAINT "produtos_do_cliente_id_produto_produtos_id_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "produtos_do_cliente_codigo_key" ON "produtos_do_cliente" USING btree ("id_cliente","codigo_produto");--> statement-breakpoint
ALTER TABLE "nfe_entrada_itens" ADD CONSTRAINT "nfe_entrada_itens_ignorado_check" CHECK (("nfe_entrada_itens"."ignorado" and "nfe_entrada_itens"."saldo_kg" = 0) or (not "nfe_entrada_itens"."ignorado" and "nfe_entrada_itens"."id_produto" is not null));