CREATE TABLE "bloco_k_correcoes_exportadas" (
	"mes_arquivo" date NOT NULL,
	"mes_corrigido" date NOT NULL,
	"cod_item" text NOT NULL,
	"ind_est" text NOT NULL,
	"cod_part" text DEFAULT '' NOT NULL,
	"quantidade" numeric(15, 3) NOT NULL,
	"id_produto" integer NOT NULL,
	"id_cliente" integer,
	CONSTRAINT "bloco_k_correcoes_exportadas_mes_arquivo_mes_corrigido_cod_item_ind_est_cod_part_pk" PRIMARY KEY("mes_arquivo","mes_corrigido","cod_item","ind_est","cod_part")
);
--> statement-breakpoint
CREATE TABLE "bloco_k_saldos_exportados" (
	"mes" date NOT NULL,
	"cod_item" text NOT NULL,
	"ind_est" text NOT NULL,
	"cod_part" text DEFAULT '' NOT NULL,
	"quantidade" numeric(15, 3) NOT NULL,
	"id_produto" integer NOT NULL,
	"id_cliente" integer,
	CONSTRAINT "bloco_k_saldos_exportados_mes_cod_item_ind_est_cod_part_pk" PRIMARY KEY("mes","cod_item","ind_est","cod_part")
);
--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "tipo_item_efd" text;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_tipo_item_efd_check" CHECK ("produtos"."tipo_item_efd" in ('00', '01', '04', '05', '10'));