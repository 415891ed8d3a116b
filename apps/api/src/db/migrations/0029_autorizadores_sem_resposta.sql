-- A UF's autorizador that did not answer lately, per environment: while the row is recent a new draft asks
-- NFeStatusServico4 before it is numbered and is offered the SVC instead of being sent into a timeout. Kept in the
-- database so that every API process on it knows.
CREATE TABLE "autorizadores_sem_resposta" (
	"ambiente" text NOT NULL,
	"uf" text NOT NULL,
	"falhou_em" timestamp with time zone DEFAULT now() NOT NULL,
	"motivo" text NOT NULL,
	CONSTRAINT "autorizadores_sem_resposta_ambiente_uf_pk" PRIMARY KEY("ambiente","uf")
);
