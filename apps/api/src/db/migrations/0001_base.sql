CREATE TYPE "public"."indicador_ie" AS ENUM('1', '2', '9');--> statement-breakpoint
CREATE TYPE "public"."tipo_referenciacao" AS ENUM('MANUAL', 'FIFO');--> statement-breakpoint
CREATE TYPE "public"."unidade_medida" AS ENUM('TN', 'KG', 'UN', 'CX', 'PC');--> statement-breakpoint
CREATE TYPE "public"."tipo_lancamento" AS ENUM('RECEITA', 'DESPESA');--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_usuario" integer,
	"email" text,
	"acao" text NOT NULL,
	"entidade" text,
	"id_entidade" text,
	"detalhes" jsonb,
	"ip" "inet",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome_razao_social" text NOT NULL,
	"nome_fantasia" text,
	"cpf_cnpj" text NOT NULL,
	"inscricao_estadual" text,
	"indicador_ie" "indicador_ie" DEFAULT '9' NOT NULL,
	"email" text,
	"email_nfe" text,
	"telefone" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"cep" text,
	"codigo_municipio" integer,
	"tipo_referenciacao" "tipo_referenciacao" DEFAULT 'MANUAL' NOT NULL,
	"condicao_pagamento_dias" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_condicao_pagamento_check" CHECK ("clientes"."condicao_pagamento_dias" in (7, 15, 20, 30, 45))
);
--> statement-breakpoint
CREATE TABLE "fornecedores" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome_razao_social" text NOT NULL,
	"nome_fantasia" text,
	"cpf_cnpj" text,
	"email" text,
	"telefone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"codigo_interno" text NOT NULL,
	"ncm" text NOT NULL,
	"unidade_medida" "unidade_medida" DEFAULT 'KG' NOT NULL,
	"preco_venda" numeric(15, 2) DEFAULT '0' NOT NULL,
	"estoque_atual" numeric(15, 4) DEFAULT '0' NOT NULL,
	"cfop_padrao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produtos_preco_venda_check" CHECK ("produtos"."preco_venda" >= 0)
);
--> statement-breakpoint
CREATE TABLE "servicos" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	"codigo_lc_116" text NOT NULL,
	"aliquota_iss" numeric(5, 2) NOT NULL,
	"preco" numeric(15, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "servicos_aliquota_iss_check" CHECK ("servicos"."aliquota_iss" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "empresa" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"razao_social" text DEFAULT '' NOT NULL,
	"nome_fantasia" text,
	"cnpj" text,
	"inscricao_estadual" text,
	"inscricao_municipal" text,
	"regime_tributario" integer DEFAULT 1 NOT NULL,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"cep" text,
	"codigo_municipio" integer,
	"telefone" text,
	"email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empresa_singleton_check" CHECK ("empresa"."id" = 1),
	CONSTRAINT "empresa_regime_tributario_check" CHECK ("empresa"."regime_tributario" in (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "categorias_financeiras" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"tipo" "tipo_lancamento" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cfop" (
	"codigo" text PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cst" (
	"tributo" text NOT NULL,
	"codigo" text NOT NULL,
	"descricao" text NOT NULL,
	"uso" text NOT NULL,
	CONSTRAINT "cst_tributo_codigo_pk" PRIMARY KEY("tributo","codigo")
);
--> statement-breakpoint
CREATE TABLE "estados" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"uf" text NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "estados_uf_unique" UNIQUE("uf")
);
--> statement-breakpoint
CREATE TABLE "municipios" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"codigo_uf" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ncm" (
	"codigo" text PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"id_usuario" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" "inet",
	"user_agent" text,
	CONSTRAINT "sessoes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "perfis" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "perfis_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"senha_hash" text NOT NULL,
	"id_perfil" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_codigo_municipio_municipios_codigo_fk" FOREIGN KEY ("codigo_municipio") REFERENCES "public"."municipios"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_ncm_ncm_codigo_fk" FOREIGN KEY ("ncm") REFERENCES "public"."ncm"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_cfop_padrao_cfop_codigo_fk" FOREIGN KEY ("cfop_padrao") REFERENCES "public"."cfop"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_codigo_municipio_municipios_codigo_fk" FOREIGN KEY ("codigo_municipio") REFERENCES "public"."municipios"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipios" ADD CONSTRAINT "municipios_codigo_uf_estados_codigo_fk" FOREIGN KEY ("codigo_uf") REFERENCES "public"."estados"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_id_perfil_perfis_id_fk" FOREIGN KEY ("id_perfil") REFERENCES "public"."perfis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_login_falha_idx" ON "auditoria" USING btree ("acao","email","ip","created_at");--> statement-breakpoint
CREATE INDEX "auditoria_created_at_idx" ON "auditoria" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_cpf_cnpj_key" ON "clientes" USING btree ("cpf_cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "fornecedores_cpf_cnpj_key" ON "fornecedores" USING btree ("cpf_cnpj");--> statement-breakpoint
CREATE INDEX "fornecedores_nome_idx" ON "fornecedores" USING btree ("nome_razao_social");--> statement-breakpoint
CREATE UNIQUE INDEX "produtos_codigo_interno_key" ON "produtos" USING btree ("codigo_interno");--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_financeiras_nome_tipo_key" ON "categorias_financeiras" USING btree ("nome","tipo");--> statement-breakpoint
CREATE INDEX "municipios_codigo_uf_idx" ON "municipios" USING btree ("codigo_uf");--> statement-breakpoint
CREATE INDEX "sessoes_id_usuario_idx" ON "sessoes" USING btree ("id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_key" ON "usuarios" USING btree ("email");--> statement-breakpoint
CREATE INDEX "usuarios_id_perfil_idx" ON "usuarios" USING btree ("id_perfil");