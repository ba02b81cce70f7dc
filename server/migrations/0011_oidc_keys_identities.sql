-- The built-in provider's signing keys (issue 17): ES256 key pairs, newest
-- signs. `caravan keys rotate` adds one; the JWKS keeps publishing the
-- previous key so id_tokens it signed still verify until they expire.
CREATE TABLE oidc_keys (
    kid TEXT PRIMARY KEY,
    -- PKCS#8 DER, base64: the private key never leaves the database.
    private_pkcs8 TEXT NOT NULL,
    -- The public point's coordinates, base64url (the JWK's x and y).
    public_x TEXT NOT NULL,
    public_y TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

-- What the id_token carries back (OIDC Core 3.1.2.1, 2): the client's
-- nonce and when the user proved who they are.
ALTER TABLE oauth_codes ADD COLUMN nonce TEXT;
ALTER TABLE oauth_codes ADD COLUMN auth_time BIGINT;
ALTER TABLE oauth_tokens ADD COLUMN auth_time BIGINT;
-- A rotated refresh token is kept, marked used, until it expires: showing
-- it again revokes its whole family (RFC 9700 §4.14.2).
ALTER TABLE oauth_tokens ADD COLUMN used BIGINT NOT NULL DEFAULT 0;

-- Accounts from an outside provider (`OIDC_ISSUER`) are linked by the
-- provider's subject, never by an e-mail address alone ("nOAuth").
CREATE TABLE user_identities (
    issuer TEXT NOT NULL,
    subject TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (issuer, subject)
);
