CREATE TABLE "aliquotas_ibs_cbs" (
	"ano" integer PRIMARY KEY NOT NULL,
	"p_ibs_uf" numeric(7, 4) NOT NULL,
	"p_ibs_mun" numeric(7, 4) NOT NULL,
	"p_cbs" numeric(7, 4) NOT NULL,
	"ibscbs_simples" boolean NOT NULL,
	"pis_cofins_regime_normal" boolean NOT NULL,
	"fonte" text NOT NULL,
	"provisoria" boolean DEFAULT false NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario_atualizacao" integer,
	CONSTRAINT "aliquotas_ibs_cbs_ano_check" CHECK ("aliquotas_ibs_cbs"."ano" between 2026 and 2099),
	CONSTRAINT "aliquotas_ibs_cbs_aliquotas_check" CHECK ("aliquotas_ibs_cbs"."p_ibs_uf" between 0 and 100 and "aliquotas_ibs_cbs"."p_ibs_mun" between 0 and 100 and "aliquotas_ibs_cbs"."p_cbs" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "aliquotas_ibs_cbs" ADD CONSTRAINT "aliquotas_ibs_cbs_id_usuario_atualizacao_usuarios_id_fk" FOREIGN KEY ("id_usuario_atualizacao") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The years the legislation sets. 2026: LC 214/2025, arts. 343 (IBS 0,1 % estadual) and 346 (CBS 0,9 %), the test
-- year; Simples Nacional outside the group (NT 2025.002). 2027: LC 214/2025, art. 344 (IBS 0,05 % estadual and
-- 0,05 % municipal in 2027 and 2028); PIS and COFINS extinct (EC 132/2023, ADCT art. 126, II); Simples Nacional
-- in the group (NT 2025.002). The CBS of 2027 is the reference rate the Senate fixes (LC 214/2025, art. 349) less
-- 0,1 point (ADCT art. 127): shipped as the project's reading, provisional, for the administrator to confirm.
INSERT INTO "aliquotas_ibs_cbs" ("ano", "p_ibs_uf", "p_ibs_mun", "p_cbs", "ibscbs_simples", "pis_cofins_regime_normal", "fonte", "provisoria") VALUES
  (2026, 0.1000, 0.0000, 0.9000, false, true,
   'LC 214/2025, art. 343 (IBS estadual 0,1 %) e art. 346 (CBS 0,9 %); ano de teste. Simples Nacional fora do grupo IBSCBS (NT 2025.002). PIS/COFINS devidos.',
   false),
  (2027, 0.0500, 0.0500, 8.7000, true, false,
   'IBS: LC 214/2025, art. 344 (0,05 % estadual e 0,05 % municipal em 2027 e 2028). PIS/COFINS extintos: EC 132/2023, ADCT art. 126, II. Simples Nacional no grupo IBSCBS (NT 2025.002). CBS: leitura do sistema, alíquota de referência estimada de 8,8 % menos 0,1 ponto (ADCT art. 127); confira com a Resolução do Senado Federal (LC 214/2025, art. 349).',
   true);
