CREATE TABLE "conciliacoes" (
	"id_transacao" integer NOT NULL,
	"id_lancamento" integer NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	"id_lancamento_saldo" integer,
	CONSTRAINT "conciliacoes_id_transacao_id_lancamento_pk" PRIMARY KEY("id_transacao","id_lancamento")
);
--> statement-breakpoint
CREATE TABLE "extratos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_conta" integer NOT NULL,
	"nome_arquivo" text NOT NULL,
	"data_inicio" date,
	"data_fim" date,
	"saldo" numeric(15, 2),
	"data_saldo" date,
	"importadas" integer NOT NULL,
	"repetidas" integer NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transacoes_extrato" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_extrato" integer NOT NULL,
	"id_conta" integer NOT NULL,
	"fitid" text NOT NULL,
	"tipo" text NOT NULL,
	"data" date NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	"nome" text,
	"memo" text,
	"conciliada" boolean DEFAULT false NOT NULL,
	"conciliada_em" timestamp with time zone,
	"id_usuario_conciliacao" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transacoes_extrato_valor_check" CHECK ("transacoes_extrato"."valor" <> 0),
	CONSTRAINT "transacoes_extrato_conciliada_check" CHECK ("transacoes_extrato"."conciliada" = ("transacoes_extrato"."conciliada_em" is not null))
);
--> statement-breakpoint
ALTER TABLE "conciliacoes" ADD CONSTRAINT "conciliacoes_id_transacao_transacoes_extrato_id_fk" FOREIGN KEY ("id_transacao") REFERENCES "public"."transacoes_extrato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conciliacoes" ADD CONSTRAINT "conciliacoes_id_lancamento_lancamentos_id_fk" FOREIGN KEY ("id_lancamento") REFERENCES "public"."lancamentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conciliacoes" ADD CONSTRAINT "conciliacoes_id_lancamento_saldo_lancamentos_id_fk" FOREIGN KEY ("id_lancamento_saldo") REFERENCES "public"."lancamentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extratos" ADD CONSTRAINT "extratos_id_conta_contas_bancarias_id_fk" FOREIGN KEY ("id_conta") REFERENCES "public"."contas_bancarias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extratos" ADD CONSTRAINT "extratos_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transacoes_extrato" ADD CONSTRAINT "transacoes_extrato_id_extrato_extratos_id_fk" FOREIGN KEY ("id_extrato") REFERENCES "public"."extratos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transacoes_extrato" ADD CONSTRAINT "transacoes_extrato_id_conta_contas_bancarias_id_fk" FOREIGN KEY ("id_conta") REFERENCES "public"."contas_bancarias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transacoes_extrato" ADD CONSTRAINT "transacoes_extrato_id_usuario_conciliacao_usuarios_id_fk" FOREIGN KEY ("id_usuario_conciliacao") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conciliacoes_lancamento_idx" ON "conciliacoes" USING btree ("id_lancamento");--> statement-breakpoint
CREATE INDEX "extratos_conta_saldo_idx" ON "extratos" USING btree ("id_conta","data_saldo","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transacoes_extrato_conta_fitid_key" ON "transacoes_extrato" USING btree ("id_conta","fitid");--> statement-breakpoint
CREATE INDEX "transacoes_extrato_conta_data_valor_idx" ON "transacoes_extrato" USING btree ("id_conta","data","valor");--> statement-breakpoint
CREATE INDEX "transacoes_extrato_conta_conciliada_idx" ON "transacoes_extrato" USING btree ("id_conta","conciliada","data","id");--> statement-breakpoint
-- Hand-written (the table is financeiro's schema): the reconciliation's suggestions look up open entries by type
-- and exact amount around a due date; without it each statement line would read every open entry of a week.
CREATE INDEX "lancamentos_abertos_valor_idx" ON "lancamentos" USING btree ("tipo","valor_original","data_vencimento") WHERE "status" = 'Pendente';
