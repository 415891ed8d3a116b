CREATE TABLE "chave_dos_segredos" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"verificador" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chave_dos_segredos_uma_linha" CHECK ("chave_dos_segredos"."id" = 1)
);
--> statement-breakpoint
-- Every API process remembers valid sessions for a few seconds (modules/auth/sessoes-lembradas.ts). A session
-- revoked, or a user changed or removed, is announced on commit to every process listening, which forgets it at
-- once: a logout on one process is refused by the others on the very next request.
CREATE FUNCTION avisar_sessao_alterada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessoes' THEN
    PERFORM pg_notify('sessoes_alteradas', 't:' || OLD.token_hash);
  ELSE
    PERFORM pg_notify('sessoes_alteradas', 'u:' || OLD.id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessoes_avisar_revogacao AFTER UPDATE OF revoked_at ON sessoes
  FOR EACH ROW WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at) EXECUTE FUNCTION avisar_sessao_alterada();--> statement-breakpoint
CREATE TRIGGER sessoes_avisar_exclusao AFTER DELETE ON sessoes
  FOR EACH ROW EXECUTE FUNCTION avisar_sessao_alterada();--> statement-breakpoint
CREATE TRIGGER usuarios_avisar_alteracao AFTER UPDATE OR DELETE ON usuarios
  FOR EACH ROW EXECUTE FUNCTION avisar_sessao_alterada();
