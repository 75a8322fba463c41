-- Three facts of the catalogue's format version with sources (issue #16): whether a model is a mixture
-- of experts (1), dense (0) or not on record (NULL); the licence of its published weights; and where
-- its figures were read, as the JSON array of the shipped file ([{"what":[…],"where":…,"checked":…}]),
-- kept as one text because it is only ever read whole, for the model page and the CSV export.
ALTER TABLE models ADD COLUMN mixture_of_experts INTEGER;
ALTER TABLE models ADD COLUMN licence TEXT;
ALTER TABLE models ADD COLUMN sources TEXT;
