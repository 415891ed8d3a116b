CREATE TABLE "boletos" (
	"id_lancamento" integer PRIMARY KEY NOT NULL,
	"id_conta" integer,
	"nosso_numero" bigint NOT NULL,
	"banco" text NOT NULL,
	"agencia" text NOT NULL,
	"conta" text NOT NULL,
	"carteira" text,
	"convenio" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boletos" ADD CONSTRAINT "boletos_id_lancamento_lancamentos_id_fk" FOREIGN KEY ("id_lancamento") REFERENCES "public"."lancamentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boletos" ADD CONSTRAINT "boletos_id_conta_contas_bancarias_id_fk" FOREIGN KEY ("id_conta") REFERENCES "public"."contas_bancarias"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "boletos_conta_nosso_numero_key" ON "boletos" USING btree ("banco","agencia","conta","nosso_numero");