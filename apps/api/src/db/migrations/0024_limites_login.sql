-- Sign-in limits per e-mail and IP, per IP and overall, counted before the password is checked: the count in
-- the audit table was read before the check, so 30 parallel attempts all passed a limit of 5, and nothing
-- limited an IP trying many e-mails. A row per key, incremented under its lock, is shared by every API process.
CREATE TABLE "limites_login" (
	"escopo" text NOT NULL,
	"chave" text NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"janela_inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_sucesso" timestamp with time zone,
	CONSTRAINT "limites_login_escopo_chave_pk" PRIMARY KEY("escopo","chave"),
	CONSTRAINT "limites_login_escopo_check" CHECK ("limites_login"."escopo" in ('email_ip', 'ip', 'global'))
);
