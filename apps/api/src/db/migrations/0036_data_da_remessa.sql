ALTER TABLE "nfe_entradas" ADD COLUMN "data_remessa" date DEFAULT CURRENT_DATE NOT NULL;--> statement-breakpoint
-- The remessa's Brasília date follows its emission instant, whoever writes the row (upload, 'Buscar na SEFAZ',
-- seeds): Material de Terceiros counts the deadline from it and reads it instead of converting every item's time.
CREATE FUNCTION "nfe_entradas_data_remessa"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."data_remessa" := (NEW."data_emissao" AT TIME ZONE 'America/Sao_Paulo')::date;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "nfe_entradas_data_remessa"
  BEFORE INSERT OR UPDATE OF "data_emissao" ON "nfe_entradas"
  FOR EACH ROW EXECUTE FUNCTION "nfe_entradas_data_remessa"();--> statement-breakpoint
UPDATE "nfe_entradas" SET "data_remessa" = ("data_emissao" AT TIME ZONE 'America/Sao_Paulo')::date;
