CREATE TABLE "nfe_inutilizacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cnpj" text NOT NULL,
	"modelo" integer DEFAULT 55 NOT NULL,
	"serie" integer NOT NULL,
	"numero_inicial" integer NOT NULL,
	"numero_final" integer NOT NULL,
	"justificativa" text NOT NULL,
	"protocolo" text,
	"xml" text NOT NULL,
	"id_usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nfe_inutilizacoes_faixa_check" CHECK ("nfe_inutilizacoes"."numero_inicial" between 1 and "nfe_inutilizacoes"."numero_final")
);
--> statement-breakpoint
ALTER TABLE "nfe_inutilizacoes" ADD CONSTRAINT "nfe_inutilizacoes_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nfe_inutilizacoes_serie_idx" ON "nfe_inutilizacoes" USING btree ("cnpj","modelo","serie","numero_inicial");