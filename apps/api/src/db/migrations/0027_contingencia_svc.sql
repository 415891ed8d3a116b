-- SVC contingency: which SVC a note went out through, since when (dhCont) and why (xJust), and whether a normal
-- emission may have reached SEFAZ without an answer (then the note is not re-signed for the SVC with its number).
ALTER TABLE "notas_fiscais" ADD COLUMN "envio_incerto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "contingencia" text;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "contingencia_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "contingencia_justificativa" text;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_contingencia_check" CHECK (("notas_fiscais"."contingencia" is null and "notas_fiscais"."contingencia_desde" is null and "notas_fiscais"."contingencia_justificativa" is null) or ("notas_fiscais"."contingencia" in ('SVC-AN', 'SVC-RS') and "notas_fiscais"."contingencia_desde" is not null and "notas_fiscais"."contingencia_justificativa" is not null));--> statement-breakpoint
-- A note already waiting for SEFAZ has no record of its attempts: taken as possibly there until SEFAZ says 217.
UPDATE "notas_fiscais" SET "envio_incerto" = true WHERE "status" = 'Processando';
