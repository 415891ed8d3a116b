-- A cancellation whose answer was lost is kept (signed event, justification, user, time) before it is sent, so the
-- retry job settles it whatever the note's age; a lease records its holder, so one known dead frees it at once.
ALTER TABLE "notas_fiscais" ADD COLUMN "envio_por" text;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "cancelamento_xml" text;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "cancelamento_justificativa" text;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "cancelamento_id_usuario" integer;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "cancelamento_pedido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "cancelamento_recusa" text;--> statement-breakpoint
ALTER TABLE "notas_servico" ADD COLUMN "envio_por" text;--> statement-breakpoint
ALTER TABLE "notas_servico" ADD COLUMN "cancelamento_xml" text;--> statement-breakpoint
ALTER TABLE "notas_servico" ADD COLUMN "cancelamento_codigo_motivo" text;--> statement-breakpoint
ALTER TABLE "notas_servico" ADD COLUMN "cancelamento_justificativa" text;--> statement-breakpoint
ALTER TABLE "notas_servico" ADD COLUMN "cancelamento_id_usuario" integer;--> statement-breakpoint
ALTER TABLE "notas_servico" ADD COLUMN "cancelamento_pedido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notas_servico" ADD COLUMN "cancelamento_recusa" text;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_cancelamento_id_usuario_usuarios_id_fk" FOREIGN KEY ("cancelamento_id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_servico" ADD CONSTRAINT "notas_servico_cancelamento_id_usuario_usuarios_id_fk" FOREIGN KEY ("cancelamento_id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notas_fiscais_envio_idx" ON "notas_fiscais" USING btree ("envio_ate") WHERE "notas_fiscais"."envio_ate" is not null;--> statement-breakpoint
CREATE INDEX "notas_fiscais_cancelamento_pendente_idx" ON "notas_fiscais" USING btree ("cancelamento_pedido_em") WHERE "notas_fiscais"."cancelamento_pedido_em" is not null;--> statement-breakpoint
CREATE INDEX "notas_servico_envio_idx" ON "notas_servico" USING btree ("envio_ate") WHERE "notas_servico"."envio_ate" is not null;--> statement-breakpoint
CREATE INDEX "notas_servico_cancelamento_pendente_idx" ON "notas_servico" USING btree ("cancelamento_pedido_em") WHERE "notas_servico"."cancelamento_pedido_em" is not null;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_cancelamento_pendente_check" CHECK ("notas_fiscais"."cancelamento_pedido_em" is null or ("notas_fiscais"."status" = 'Autorizada' and "notas_fiscais"."cancelamento_xml" is not null));--> statement-breakpoint
ALTER TABLE "notas_servico" ADD CONSTRAINT "notas_servico_cancelamento_pendente_check" CHECK ("notas_servico"."cancelamento_pedido_em" is null or ("notas_servico"."status" = 'Autorizada' and "notas_servico"."cancelamento_xml" is not null));