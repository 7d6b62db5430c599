-- The fingerprint (SHA-256) of the body a key was first used with: the same key with another body is
-- refused instead of replaying an answer to a different request. Keys stored before stay without one.
ALTER TABLE idempotency_keys ADD COLUMN request_hash text;
