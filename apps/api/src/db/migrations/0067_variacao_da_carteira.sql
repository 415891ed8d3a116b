-- Banco do Brasil's variação da carteira (019, 027...), which the CNAB 240 remessa writes in the convênio field
-- (positions 50-52 of the headers); until now 000 was written, which a convênio with a variação does not accept.
ALTER TABLE "contas_bancarias" ADD COLUMN "variacao_carteira" text;