CREATE TYPE "public"."status_envio_email" AS ENUM('Pendente', 'Enviado', 'Falhou');--> statement-breakpoint
CREATE TABLE "envios_email" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_nota_fiscal" integer NOT NULL,
	"destinatario" text NOT NULL,
	"status" "status_envio_email" DEFAULT 'Pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"ultimo_erro" text,
	"proxima_tentativa_em" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envios_email_tentativas_check" CHECK ("envios_email"."tentativas" >= 0)
);
--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "smtp_host" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "smtp_porta" integer;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "smtp_seguro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "smtp_usuario" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "smtp_senha" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "smtp_remetente" text;--> statement-breakpoint
ALTER TABLE "envios_email" ADD CONSTRAINT "envios_email_id_nota_fiscal_notas_fiscais_id_fk" FOREIGN KEY ("id_nota_fiscal") REFERENCES "public"."notas_fiscais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "envios_email_nota_key" ON "envios_email" USING btree ("id_nota_fiscal");--> statement-breakpoint
CREATE INDEX "envios_email_pendentes_idx" ON "envios_email" USING btree ("proxima_tentativa_em") WHERE "envios_email"."status" = 'Pendente';--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_smtp_porta_check" CHECK ("empresa"."smtp_porta" between 1 and 65535);