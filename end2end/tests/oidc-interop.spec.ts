// Login checked by OpenID Certified libraries we did not write (issue 17):
//  - openid-client as an independent relying party of the built-in provider: discovery,
//    code + PKCE + nonce, id_token validation against the JWKS, userinfo, refresh, logout;
//  - oidc-provider as a real outside provider (`OIDC_ISSUER`) of a second Caravan server:
//    login, accounts linked by (issuer, subject), an unverified e-mail never opening or taking
//    over an account, and a plain-http issuer refused outside development.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as oidc from "openid-client";
import Provider from "oidc-provider";
import { test, expect, logInThroughProviderPages, uniqueEmail } from "./support/accounts";
import { PORT } from "./support/editions";

const BIN = process.env.CARAVAN_BIN ?? "../target/debug/caravan";
const SITE = `http://localhost:${PORT}`;

test.describe("openid-client as a relying party of the built-in provider", () => {
  test("discovery, code + PKCE + nonce, a verified id_token, userinfo, refresh and logout", async ({ page }) => {
    const config = await oidc.discovery(new URL(SITE), "caravan-web", undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
    expect(config.serverMetadata().issuer).toBe(SITE);
    expect(config.serverMetadata().jwks_uri).toBe(`${SITE}/oauth/jwks`);

    const verifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const state = oidc.randomState();
    const redirectUri = `${SITE}/login/redirect`;
    const authorize = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: "openid email offline_access",
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      nonce,
      state,
    });

    // The provider's pages in a real browser. Its answer (a redirect to the relying party) is
    // read from the request; the site's own client then refuses it, since this browser did not
    // start a flow of its own, and leaves the code unspent.
    const answered = page.waitForRequest((request) => new URL(request.url()).pathname === "/login/redirect");
    const email = uniqueEmail("rp");
    await page.goto(authorize.href);
    await logInThroughProviderPages(page, email);
    const callback = (await answered).url();

    // openid-client checks the state, exchanges the code with the verifier, and validates
    // the id_token: ES256 signature from the JWKS, issuer, audience, expiry and our nonce.
    const tokens = await oidc.authorizationCodeGrant(config, new URL(callback), {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
      expectedState: state,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    expect(claims).toBeDefined();
    expect(claims!.iss).toBe(SITE);
    expect(claims!.aud).toBe("caravan-web");
    expect(claims!.nonce).toBe(nonce);
    expect(claims!.email).toBe(email);
    expect(typeof claims!.auth_time).toBe("number");

    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims!.sub);
    expect(info.email).toBe(email);
    expect(info.email_verified).toBe(true);

    // A refresh rotates the refresh token and signs a new id_token for the same subject.
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.claims()!.sub).toBe(claims!.sub);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: "invalid_grant" });
    // The replay revoked the whole family, the fresh tokens included.
    await expect(oidc.fetchUserInfo(config, refreshed.access_token, claims!.sub)).rejects.toThrow();

    // RP-initiated logout with the id_token as the hint: back to the site with our state.
    const again = await oidc.authorizationCodeGrant(config, new URL(callback), { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state }).catch(
      (error: Error) => error,
    );
    expect(again).toBeInstanceOf(Error); // a code is spent once
    const logout = oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${SITE}/`, state: "bye" });
    const answer = await fetch(logout, { redirect: "manual" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/?state=bye");
  });
});

/** A Caravan server of its own, started with `env`; resolves once /healthz answers. */
async function startCaravan(port: number, env: Record<string, string>): Promise<{ process: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "caravan-oidc-"));
  const child = spawn(BIN, [], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RUST_LOG: "warn", CATALOGUE_SIZE: "small", TRUST_FORWARDED_FOR: "1", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (chunk) => (log += chunk));
  for (let tries = 0; tries < 240; tries += 1) {
    if (child.exitCode !== null) throw new Error(`caravan exited: ${log}`);
    const ok = await fetch(`http://localhost:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) return { process: child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`caravan did not start on ${port}: ${log}`);
}

test.describe("the OIDC_ISSUER client against oidc-provider", () => {
  const providerPort = PORT + 17;
  const sitePort = PORT + 18;
  const issuer = `http://localhost:${providerPort}`;
  const site = `http://localhost:${sitePort}`;
  const run = Date.now().toString(36);
  const shared = `traveller-${run}@example.com`;
  // The outside provider's people: the same address claimed by a verified and an unverified subject.
  const people: Record<string, { email: string; verified: boolean }> = {
    alice: { email: shared, verified: true },
    mallory: { email: shared, verified: false },
    maude: { email: shared, verified: true },
    newbie: { email: `newbie-${run}@example.com`, verified: false },
  };
  let server: Server;
  let caravan: { process: ChildProcess; dataDir: string };

  test.beforeAll(async () => {
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: "caravan-web",
          token_endpoint_auth_method: "none",
          redirect_uris: [`${site}/login/redirect`],
          grant_types: ["authorization_code", "refresh_token"],
          response_types: ["code"],
        },
      ],
      claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
      async findAccount(_ctx: unknown, id: string) {
        return { accountId: id, claims: async () => ({ sub: id, email: people[id]?.email, email_verified: people[id]?.verified ?? false }) };
      },
      cookies: { keys: [`cookie-key-${run}`] },
    });
    server = provider.listen(providerPort);
    caravan = await startCaravan(sitePort, { DEVELOPMENT: "1", OIDC_ISSUER: issuer, OIDC_CLIENT_ID: "caravan-web" });
  });

  test.afterAll(async () => {
    caravan?.process.kill();
    server?.close();
    if (caravan) rmSync(caravan.dataDir, { recursive: true, force: true });
  });

  /** Logs in on the second site as `login` through oidc-provider's own pages; returns the page's session. */
  async function logInAs(page: import("@playwright/test").Page, login: string) {
    await page.goto(`${site}/login?back=/destinations`);
    await expect(page).toHaveURL((url) => url.port === String(providerPort));
    await page.locator("input[name=login]").fill(login);
    await page.locator("input[name=password]").fill("any password");
    await page.locator("button[type=submit]").click();
    // oidc-provider asks for consent on a first login; then it sends the browser back.
    const consent = page.locator("button.login-submit", { hasText: "Continue" });
    const back = (url: URL) => url.port === String(sitePort);
    await Promise.race([page.waitForURL(back), consent.waitFor()]);
    if (!back(new URL(page.url()))) await consent.click();
    await page.waitForURL(back);
    const session = await page.request.get(`${site}/api/session`);
    return (await session.json()) as { loggedIn: boolean; user: { id: string; email: string } | null };
  }

  test("a verified subject logs in; an unverified or unlinked claim to the same address never opens that account", async ({ browser }) => {
    const alice = await browser.newContext();
    const first = await logInAs(await alice.newPage(), "alice");
    expect(first.loggedIn).toBe(true);
    expect(first.user!.email).toBe(shared);

    // The same subject again: the same account.
    const aliceAgain = await browser.newContext();
    expect((await logInAs(await aliceAgain.newPage(), "alice")).user!.id).toBe(first.user!.id);

    // Another subject claiming the address without verifying it ("nOAuth"): refused, no session.
    const mallory = await browser.newContext();
    const malloryPage = await mallory.newPage();
    expect((await logInAs(malloryPage, "mallory")).loggedIn).toBe(false);
    await expect(malloryPage.locator("main")).toContainText("has not verified this e-mail address");

    // Even a verified claim from another subject does not take over the linked account.
    const maude = await browser.newContext();
    const maudePage = await maude.newPage();
    expect((await logInAs(maudePage, "maude")).loggedIn).toBe(false);
    await expect(maudePage.locator("main")).toContainText("already has a Caravan account");

    // An unverified address opens no new account either.
    const newbie = await browser.newContext();
    expect((await logInAs(await newbie.newPage(), "newbie")).loggedIn).toBe(false);

    for (const context of [alice, aliceAgain, mallory, maude, newbie]) await context.close();
  });

  test("a plain-http issuer is refused at start outside development", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "caravan-oidc-"));
    const started = spawnSync(BIN, [], {
      env: { ...process.env, PORT: String(sitePort + 1), DATA_DIR: dataDir, OIDC_ISSUER: issuer, DEVELOPMENT: "0", RUST_LOG: "error" },
      timeout: 60_000,
      encoding: "utf8",
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(started.status).toBe(1);
    expect(started.stderr + started.stdout).toContain("OIDC_ISSUER must be https outside development");
  });
});
