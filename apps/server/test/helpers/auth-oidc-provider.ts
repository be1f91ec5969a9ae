/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1, standing in for Google in tests.
 * Its development sign-in page accepts any login: the login becomes the subject, `<login>@oidc.test` (or the login
 * itself when it contains an @) the e-mail, vouched for (`email_verified`) unless the login starts with
 * "unverified.". A consent page follows, whose "Cancel" link aborts with access_denied.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function startOidcProvider(options: { redirectUris: string[]; port?: number }): Promise<TestOidcProvider> {
  const clientId = 'mealplanr-test';
  const clientSecret = 'a-test-client-secret-that-is-long-enough';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['test-cookie-key-one', 'test-cookie-key-two'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: sub.includes('@') ? sub : `${sub}@oidc.test`,
        email_verified: !sub.startsWith('unverified.'),
        name: `Test ${sub.split('@')[0]}`,
      }),
    }),
  });
  // The development interactions are what we want here: a real sign-in and consent page.
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider error', error));
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Minimal cookie jar for one origin: what a browser would send back to the provider. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Plays the person at the provider: from the authorization URL through sign-in and consent (or "Cancel") to the
 * redirect back to us. Returns that redirect URL (with `code` and `state`, or `error`).
 */
export async function completeProviderSignIn(
  authorizationUrl: string,
  login: string,
  options: { cancel?: boolean } = {},
): Promise<URL> {
  const jar = new CookieJar();
  const origin = new URL(authorizationUrl).origin;
  let url = authorizationUrl;
  for (let step = 0; step < 20; step++) {
    if (!url.startsWith(origin)) return new URL(url);
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html.slice(0, 500)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page: ${html.slice(0, 500)}`);
    if (options.cancel && prompt === 'consent') {
      url = new URL(`${new URL(action, url).pathname}/abort`, url).toString();
      continue;
    }
    const body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    const submitted = await fetch(new URL(action.replace(/&amp;/g, '&'), url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    jar.store(submitted);
    const next = submitted.headers.get('location');
    if (!next) throw new Error(`provider did not redirect after ${prompt} (${submitted.status})`);
    url = new URL(next, url).toString();
  }
  throw new Error('too many steps at the provider');
}
