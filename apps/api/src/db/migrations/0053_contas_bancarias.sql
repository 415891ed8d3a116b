CREATE TABLE "contas_bancarias" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	"banco" text NOT NULL,
	"agencia" text NOT NULL,
	"conta" text NOT NULL,
	"tipo_chave_pix" text,
	"chave_pix" text,
	"carteira" text,
	"convenio" text,
	"proximo_nosso_numero" bigint DEFAULT 1 NOT NULL,
	"percentual_juros_mes" numeric(5, 2) DEFAULT '0' NOT NULL,
	"percentual_multa" numeric(5, 2) DEFAULT '0' NOT NULL,
	"padrao" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contas_bancarias_banco_check" CHECK ("contas_bancarias"."banco" ~ '^[0-9]{3}$'),
	CONSTRAINT "contas_bancarias_nosso_numero_check" CHECK ("contas_bancarias"."proximo_nosso_numero" between 1 and 99999999999),
	CONSTRAINT "contas_bancarias_chave_pix_check" CHECK (("contas_bancarias"."chave_pix" is null) = ("contas_bancarias"."tipo_chave_pix" is null)),
	CONSTRAINT "contas_bancarias_percentuais_check" CHECK ("contas_bancarias"."percentual_juros_mes" between 0 and 100 and "contas_bancarias"."percentual_multa" between 0 and 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contas_bancarias_banco_agencia_conta_key" ON "contas_bancarias" USING btree ("banco","agencia","conta");--> statement-breakpoint
CREATE UNIQUE INDEX "contas_bancarias_padrao_key" ON "contas_bancarias" USING btree ("padrao") WHERE "contas_bancarias"."padrao";