ALTER TABLE "envios_email" ALTER COLUMN "id_nota_fiscal" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "envios_email" ADD COLUMN "id_nota_servico" integer;--> statement-breakpoint
ALTER TABLE "envios_email" ADD COLUMN "exportacao_inicio" date;--> statement-breakpoint
ALTER TABLE "envios_email" ADD COLUMN "exportacao_fim" date;--> statement-breakpoint
ALTER TABLE "envios_email" ADD COLUMN "exportacao_danfe" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "envios_email" ADD COLUMN "exportacao_ambiente" text;--> statement-breakpoint
ALTER TABLE "envios_email" ADD COLUMN "id_usuario" integer;--> statement-breakpoint
ALTER TABLE "envios_email" ADD CONSTRAINT "envios_email_id_nota_servico_notas_servico_id_fk" FOREIGN KEY ("id_nota_servico") REFERENCES "public"."notas_servico"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_email" ADD CONSTRAINT "envios_email_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "envios_email_nota_servico_key" ON "envios_email" USING btree ("id_nota_servico");--> statement-breakpoint
ALTER TABLE "envios_email" ADD CONSTRAINT "envios_email_documento_check" CHECK (num_nonnulls("envios_email"."id_nota_fiscal", "envios_email"."id_nota_servico", "envios_email"."exportacao_inicio") = 1
        and ("envios_email"."exportacao_inicio" is null) = ("envios_email"."exportacao_fim" is null)
        and ("envios_email"."exportacao_inicio" is null) = ("envios_email"."exportacao_ambiente" is null)
        and ("envios_email"."exportacao_fim" is null or "envios_email"."exportacao_fim" >= "envios_email"."exportacao_inicio"));