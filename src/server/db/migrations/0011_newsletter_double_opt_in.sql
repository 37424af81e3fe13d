-- Newsletter double opt-in (issue 10): a subscription counts once confirmed from the link of its
-- confirmation e-mail. The link's token is stored only as its SHA-256 digest; the same token
-- unsubscribes (from the confirmation and from every newsletter e-mail).
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_at timestamptz;
ALTER TABLE newsletter_subscriptions ADD COLUMN token_digest text;
CREATE UNIQUE INDEX newsletter_subscriptions_token_digest_key ON newsletter_subscriptions (token_digest);
