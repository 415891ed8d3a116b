CREATE TABLE "contagem_registros" (
	"tabela" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
