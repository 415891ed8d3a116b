-- Every entry, NF-e and reversal rewrites a product's estoque_atual. With room left on each page those updates
-- stay HOT (no new entry in any index), so the trigram index of the list search does not grow with the stock
-- movements; a full page would add a fresh entry per update, and the search reads them all until a reindex.
ALTER TABLE "produtos" SET (fillfactor = 85);
