-- NFS-e authorised before the rate was taken from the note: notas_servico.aliquota_iss kept the service's rate
-- while the Sefin applied the municipality's (pAliqAplic), so the detail showed a rate beside an ISS computed
-- with another. The authorised XML is the record: its pAliqAplic replaces the stored rate.
UPDATE "notas_servico"
SET "aliquota_iss" = substring("xml_nfse" from '<pAliqAplic>([0-9]+(?:\.[0-9]+)?)</pAliqAplic>')::numeric
WHERE "xml_nfse" ~ '<pAliqAplic>[0-9]+(\.[0-9]+)?</pAliqAplic>'
  AND "aliquota_iss" IS DISTINCT FROM substring("xml_nfse" from '<pAliqAplic>([0-9]+(?:\.[0-9]+)?)</pAliqAplic>')::numeric;
