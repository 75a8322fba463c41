-- Hybrid models (issue #16): of a model's layers, those that keep a KV cache growing with the context,
-- where that is fewer than all (the others keep a state of fixed size). NULL: every layer does.
ALTER TABLE models ADD COLUMN attention_layers INTEGER;
