-- Models of a language or multimodal domain that write no text (encoders such as BERT, embedding
-- models, CLIP): 1. NULL: not on record, and the domains decide whether the estimator sizes the model.
ALTER TABLE models ADD COLUMN no_text_output INTEGER;
