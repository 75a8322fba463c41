-- Sliding-window (local) attention (Gemma 2 and 3, gpt-oss, Llama 4's chunks): the tokens each layer
-- beyond attention_layers attends to and keeps in its cache. NULL: no window on record, and
-- attention_layers keeps its hybrid meaning (the other layers hold a state of fixed size).
ALTER TABLE models ADD COLUMN sliding_window INTEGER;
