CREATE TABLE "ocorrencias_cnab" (
	"id_conta" integer NOT NULL,
	"identidade" text NOT NULL,
	"id_retorno" integer NOT NULL,
	"id_lancamento" integer,
	CONSTRAINT "ocorrencias_cnab_id_conta_identidade_pk" PRIMARY KEY("id_conta","identidade")
);
--> statement-breakpoint
CREATE TABLE "remessa_cnab_titulos" (
	"id_remessa" integer NOT NULL,
	"id_lancamento" integer NOT NULL,
	CONSTRAINT "remessa_cnab_titulos_id_remessa_id_lancamento_pk" PRIMARY KEY("id_remessa","id_lancamento")
);
--> statement-breakpoint
CREATE TABLE "remessas_cnab" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_conta" integer NOT NULL,
	"sequencial" integer NOT NULL,
	"leiaute" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"quantidade_titulos" integer NOT NULL,
	"valor_total" numeric(15, 2) NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remessas_cnab_leiaute_check" CHECK ("remessas_cnab"."leiaute" in ('240', '400'))
);
--> statement-breakpoint
CREATE TABLE "retornos_cnab" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_conta" integer NOT NULL,
	"hash_arquivo" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"leiaute" text NOT NULL,
	"resultado" jsonb NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boletos" ADD COLUMN "situacao" text DEFAULT 'a enviar' NOT NULL;--> statement-breakpoint
ALTER TABLE "boletos" ADD COLUMN "sequencial_remessa" integer;--> statement-breakpoint
ALTER TABLE "boletos" ADD COLUMN "motivo_rejeicao" text;--> statement-breakpoint
ALTER TABLE "contas_bancarias" ADD COLUMN "proxima_remessa" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ocorrencias_cnab" ADD CONSTRAINT "ocorrencias_cnab_id_conta_contas_bancarias_id_fk" FOREIGN KEY ("id_conta") REFERENCES "public"."contas_bancarias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocorrencias_cnab" ADD CONSTRAINT "ocorrencias_cnab_id_retorno_retornos_cnab_id_fk" FOREIGN KEY ("id_retorno") REFERENCES "public"."retornos_cnab"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocorrencias_cnab" ADD CONSTRAINT "ocorrencias_cnab_id_lancamento_lancamentos_id_fk" FOREIGN KEY ("id_lancamento") REFERENCES "public"."lancamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remessa_cnab_titulos" ADD CONSTRAINT "remessa_cnab_titulos_id_remessa_remessas_cnab_id_fk" FOREIGN KEY ("id_remessa") REFERENCES "public"."remessas_cnab"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remessa_cnab_titulos" ADD CONSTRAINT "remessa_cnab_titulos_id_lancamento_lancamentos_id_fk" FOREIGN KEY ("id_lancamento") REFERENCES "public"."lancamentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remessas_cnab" ADD CONSTRAINT "remessas_cnab_id_conta_contas_bancarias_id_fk" FOREIGN KEY ("id_conta") REFERENCES "public"."contas_bancarias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remessas_cnab" ADD CONSTRAINT "remessas_cnab_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retornos_cnab" ADD CONSTRAINT "retornos_cnab_id_conta_contas_bancarias_id_fk" FOREIGN KEY ("id_conta") REFERENCES "public"."contas_bancarias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retornos_cnab" ADD CONSTRAINT "retornos_cnab_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remessa_cnab_titulos_lancamento_idx" ON "remessa_cnab_titulos" USING btree ("id_lancamento");--> statement-breakpoint
CREATE UNIQUE INDEX "remessas_cnab_conta_sequencial_key" ON "remessas_cnab" USING btree ("id_conta","sequencial");--> statement-breakpoint
CREATE UNIQUE INDEX "retornos_cnab_hash_key" ON "retornos_cnab" USING btree ("hash_arquivo");--> statement-breakpoint
CREATE INDEX "boletos_conta_situacao_idx" ON "boletos" USING btree ("id_conta","situacao");--> statement-breakpoint
ALTER TABLE "boletos" ADD CONSTRAINT "boletos_situacao_check" CHECK ("boletos"."situacao" in ('a enviar', 'enviado ao banco', 'registrado', 'rejeitado', 'liquidado', 'baixado'));