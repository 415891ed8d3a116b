-- The retry of notes waiting for SEFAZ and the Sefin ran on every API process's own timer, so two processes on one
-- database retried a waiting note twice per NFE_REENVIO_SEGUNDOS (N times for N). Each run now claims its period
-- in this row first; the one process that gets it runs.
CREATE TABLE "tarefas_periodicas" (
	"nome" text PRIMARY KEY NOT NULL,
	"ultima_rodada_em" timestamp with time zone DEFAULT now() NOT NULL
);
