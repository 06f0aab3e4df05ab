-- A GiST trigram index on title words: an import corrects an unknown word from its nearest title
-- words read in index order (40 of them), instead of rechecking every word sharing a trigram.
CREATE INDEX "title_words_trgm_gist_idx" ON "title_words" USING gist ("word" gist_trgm_ops);