-- The words of each client's name (f_palavras, migration 0020), for the orders' list searched by a client's name
-- of several words ("Utilidades Capixaba 100 Ltda"): the trigram index read a posting of nearly every client for
-- its common trigrams ("ltda", "uti"...), 2-3 ms a search; the words index finds the rare word and checks the rest.
CREATE INDEX clientes_nome_palavras_idx ON clientes USING gin (f_palavras(lower(f_unaccent(nome_razao_social))));
