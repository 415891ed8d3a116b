CREATE TABLE "certificados_a1" (
	"id" serial PRIMARY KEY NOT NULL,
	"pfx_cifrado" text,
	"senha_cifrada" text,
	"titular" text NOT NULL,
	"cnpj" text NOT NULL,
	"emissor" text NOT NULL,
	"serie" text NOT NULL,
	"valido_de" timestamp with time zone NOT NULL,
	"valido_ate" timestamp with time zone NOT NULL,
	"atual" boolean DEFAULT false NOT NULL,
	"id_usuario_envio" integer,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"retirado_em" timestamp with time zone,
	CONSTRAINT "certificados_a1_atual_com_segredos_check" CHECK (not "certificados_a1"."atual" or ("certificados_a1"."pfx_cifrado" is not null and "certificados_a1"."senha_cifrada" is not null))
);
--> statement-breakpoint
CREATE TABLE "configuracao_fiscal" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"modo" text DEFAULT 'simulacao' NOT NULL,
	"id_usuario_alteracao" integer,
	"alterado_em" timestamp with time zone,
	CONSTRAINT "configuracao_fiscal_singleton_check" CHECK ("configuracao_fiscal"."id" = 1),
	CONSTRAINT "configuracao_fiscal_modo_check" CHECK ("configuracao_fiscal"."modo" in ('simulacao', 'homologacao', 'producao'))
);
--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "smtp_senha_cifrada" text;--> statement-breakpoint
ALTER TABLE "certificados_a1" ADD CONSTRAINT "certificados_a1_id_usuario_envio_usuarios_id_fk" FOREIGN KEY ("id_usuario_envio") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_fiscal" ADD CONSTRAINT "configuracao_fiscal_id_usuario_alteracao_usuarios_id_fk" FOREIGN KEY ("id_usuario_alteracao") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificados_a1_atual_idx" ON "certificados_a1" USING btree ("atual") WHERE "certificados_a1"."atual";--> statement-breakpoint
INSERT INTO "configuracao_fiscal" ("id") VALUES (1) ON CONFLICT DO NOTHING;
