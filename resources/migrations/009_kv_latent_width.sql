-- Multi-head latent attention (DeepSeek-V2/V3, Kimi K2): the elements a runtime caches per token and
-- layer when it keeps the compressed latent instead of keys and values (kv_lora_rank + qk_rope_head_dim).
-- NULL: the model caches keys and values (KV heads × head dimension each).
ALTER TABLE models ADD COLUMN kv_latent_width INTEGER;
