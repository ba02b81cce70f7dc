-- Accounts, sessions, one-time codes, the built-in identity provider's codes
-- and tokens, rate-limit events and the wishlist. Times are Unix seconds.
-- Secrets (codes, session ids, tokens) are stored only as SHA-256 hashes.

CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    -- 'traveller' or 'admin' (admins are logged out on the public site).
    role TEXT NOT NULL DEFAULT 'traveller',
    -- NULL: never asked; 0 declined; 1 accepted.
    marketing_consent BIGINT,
    -- The privacy policy version accepted; older than the current one means
    -- USER_PRIVACY_POLICY_ERROR until accepted again.
    privacy_version BIGINT NOT NULL,
    edition TEXT NOT NULL,
    picture TEXT,
    created_at BIGINT NOT NULL
);

-- One live code per address: asking again replaces it.
CREATE TABLE one_time_codes (
    email TEXT PRIMARY KEY,
    code_hash TEXT NOT NULL,
    expires_at BIGINT NOT NULL,
    tries BIGINT NOT NULL DEFAULT 0,
    marketing_consent BIGINT,
    edition TEXT NOT NULL,
    -- A save asked for by a visitor, stored once the code is verified.
    pending_kind TEXT,
    pending_id TEXT,
    created_at BIGINT NOT NULL
);

CREATE TABLE rate_events (
    bucket TEXT NOT NULL,
    at BIGINT NOT NULL
);
CREATE INDEX rate_events_bucket_at ON rate_events (bucket, at);

CREATE TABLE sessions (
    id_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- The client's side of a login in progress: the PKCE verifier, by state.
CREATE TABLE login_flows (
    state_hash TEXT PRIMARY KEY,
    verifier TEXT NOT NULL,
    back TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);

-- The provider's authorization codes.
CREATE TABLE oauth_codes (
    code_hash TEXT PRIMARY KEY,
    client_id TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    challenge TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    scope TEXT NOT NULL,
    expires_at BIGINT NOT NULL,
    used BIGINT NOT NULL DEFAULT 0
);

-- The provider's access and refresh tokens; `code_hash` ties them to the
-- code they came from, so a replayed code revokes them.
CREATE TABLE oauth_tokens (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    client_id TEXT NOT NULL,
    scope TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX oauth_tokens_code ON oauth_tokens (code_hash);

-- The primary key makes a repeated or concurrent save one row.
CREATE TABLE wishlist_items (
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    item_id TEXT NOT NULL,
    travel_id BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, kind, item_id)
);
CREATE INDEX wishlist_items_travel ON wishlist_items (user_id, travel_id);
