CREATE TABLE "produtos_do_fornecedor" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_fornecedor" integer NOT NULL,
	"codigo_produto" text NOT NULL,
	"id_produto" integer,
	"unidade" text,
	"kg_por_unidade" numeric(18, 6),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produtos_do_fornecedor_kg_check" CHECK ("produtos_do_fornecedor"."kg_por_unidade" is null or ("produtos_do_fornecedor"."kg_por_unidade" > 0 and "produtos_do_fornecedor"."unidade" is not null))
);
--> statement-breakpoint
ALTER TABLE "nfe_entradas" ADD COLUMN "assinatura_pendente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nfe_entradas" ADD COLUMN "assinatura_confirmada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nfe_entradas" ADD COLUMN "id_usuario_confirmacao_assinatura" integer;--> statement-breakpoint
ALTER TABLE "nfe_entradas" ADD COLUMN "motivo_confirmacao_assinatura" text;--> statement-breakpoint
ALTER TABLE "produtos_do_fornecedor" ADD CONSTRAINT "produtos_do_fornecedor_id_fornecedor_fornecedores_id_fk" FOREIGN KEY ("id_fornecedor") REFERENCES "public"."fornecedores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos_do_fornecedor" ADD CONSTRAINT "produtos_do_fornecedor_id_produto_produtos_id_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "produtos_do_fornecedor_codigo_key" ON "produtos_do_fornecedor" USING btree ("id_fornecedor","codigo_produto");--> statement-breakpoint
ALTER TABLE "nfe_entradas" ADD CONSTRAINT "nfe_entradas_id_usuario_confirmacao_assinatura_usuarios_id_fk" FOREIGN KEY ("id_usuario_confirmacao_assinatura") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;