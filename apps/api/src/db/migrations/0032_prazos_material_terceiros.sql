CREATE TABLE "prazos_material_terceiros" (
	"id" serial PRIMARY KEY NOT NULL,
	"uf" text,
	"prazo_dias" integer NOT NULL,
	"prorrogacao_dias" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prazos_material_terceiros_uf_key" UNIQUE NULLS NOT DISTINCT("uf"),
	CONSTRAINT "prazos_material_terceiros_uf_check" CHECK ("prazos_material_terceiros"."uf" ~ '^[A-Z]{2}$'),
	CONSTRAINT "prazos_material_terceiros_prazo_check" CHECK ("prazos_material_terceiros"."prazo_dias" between 1 and 3650),
	CONSTRAINT "prazos_material_terceiros_prorrogacao_check" CHECK ("prazos_material_terceiros"."prorrogacao_dias" between 0 and 3650)
);
--> statement-breakpoint
CREATE INDEX "nfe_entrada_itens_em_aberto_idx" ON "nfe_entrada_itens" USING btree ("id_nfe_entrada") WHERE "nfe_entrada_itens"."saldo_kg" > 0;
--> statement-breakpoint
-- The default row every UF without one of its own takes: 180 days from the remessa, extendable once by 180.
INSERT INTO "prazos_material_terceiros" ("uf", "prazo_dias", "prorrogacao_dias") VALUES (NULL, 180, 180);
