import {
  createHash,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign as signBytes,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The person the fake provider signs in at its next authorize call (its "login page"). */
export type FakeOidcProfile = {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
};

type Grant = {
  profile: FakeOidcProfile;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
};

/** What the provider saw, for assertions on the flow (PKCE, state, client authentication). */
export type FakeOidcLog = {
  authorize: URLSearchParams[];
  token: { params: URLSearchParams; clientAuthenticated: boolean; verifierMatched: boolean }[];
};

export type FakeOidc = {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in next. */
  signInAs(profile: FakeOidcProfile): void;
  /** An id_token for `profile` issued to this client, as a browser-side Google SDK would get. */
  idTokenFor(profile: FakeOidcProfile): string;
  log: FakeOidcLog;
  close(): Promise<void>;
};

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function signJwt(key: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const payload = base64url(JSON.stringify(claims));
  const signature = signBytes('sha256', Buffer.from(`${header}.${payload}`), key);
  return `${header}.${payload}.${base64url(signature)}`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** client_secret_basic or client_secret_post, as RFC 6749 §2.3.1 allows. */
function clientOf(request: IncomingMessage, form: URLSearchParams) {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (basic) {
    const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

/**
 * A small OpenID provider for tests, standing in for Google (issue 6 item 4): discovery
 * document, authorize endpoint that redirects back with a code, token endpoint that checks the
 * client secret and the PKCE verifier and issues an RS256 id_token signed with the key its JWKS
 * serves, and userinfo. Listens on 127.0.0.1 on a free port.
 */
export async function startFakeOidc(): Promise<FakeOidc> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = base64url(randomBytes(8));
  const clientId = 'bus-test-client.apps.example';
  const clientSecret = base64url(randomBytes(16));
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, FakeOidcProfile>();
  const log: FakeOidcLog = { authorize: [], token: [] };
  let next: FakeOidcProfile | null = null;
  let issuer = '';

  const idTokenFor = (profile: FakeOidcProfile, nonce: string | null) => {
    const now = Math.floor(Date.now() / 1000);
    return signJwt(privateKey, kid, {
      iss: issuer,
      aud: clientId,
      sub: profile.sub,
      iat: now,
      exp: now + 3600,
      email: profile.email,
      email_verified: profile.emailVerified,
      name: profile.name,
      ...(nonce ? { nonce } : {}),
    });
  };

  const discovery = () => ({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
  });

  const authorize = (url: URL, response: ServerResponse) => {
    const q = url.searchParams;
    log.authorize.push(q);
    const redirectUri = q.get('redirect_uri');
    const challenge = q.get('code_challenge');
    if (q.get('client_id') !== clientId || !redirectUri || q.get('response_type') !== 'code') {
      return json(response, 400, { error: 'invalid_request' });
    }
    if (!challenge || q.get('code_challenge_method') !== 'S256') {
      return json(response, 400, { error: 'invalid_request', error_description: 'PKCE required' });
    }
    if (!next) return json(response, 400, { error: 'access_denied' });
    const code = base64url(randomBytes(16));
    grants.set(code, {
      profile: next,
      redirectUri,
      codeChallenge: challenge,
      nonce: q.get('nonce'),
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state') ?? '');
    back.searchParams.set('iss', issuer);
    response.writeHead(302, { location: back.toString() });
    response.end();
  };

  const token = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await readForm(request);
    const client = clientOf(request, form);
    const grant = grants.get(form.get('code') ?? '');
    // A code is good for one exchange only.
    grants.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    const verifierMatched =
      grant !== undefined &&
      base64url(createHash('sha256').update(verifier).digest()) === grant.codeChallenge;
    const clientAuthenticated = client.id === clientId && client.secret === clientSecret;
    log.token.push({ params: form, clientAuthenticated, verifierMatched });
    if (!clientAuthenticated) return json(response, 401, { error: 'invalid_client' });
    if (
      !grant ||
      form.get('grant_type') !== 'authorization_code' ||
      form.get('redirect_uri') !== grant.redirectUri ||
      !verifierMatched
    ) {
      return json(response, 400, { error: 'invalid_grant' });
    }
    const { profile } = grant;
    const idToken = idTokenFor(profile, grant.nonce);
    const accessToken = base64url(randomBytes(24));
    accessTokens.set(accessToken, profile);
    json(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
      id_token: idToken,
    });
  };

  const userinfo = (request: IncomingMessage, response: ServerResponse) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const profile = accessTokens.get(bearer);
    if (!profile) return json(response, 401, { error: 'invalid_token' });
    json(response, 200, {
      sub: profile.sub,
      email: profile.email,
      email_verified: profile.emailVerified,
      name: profile.name,
    });
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /.well-known/openid-configuration') return json(response, 200, discovery());
    if (route === 'GET /jwks') {
      const jwk = publicKey.export({ format: 'jwk' });
      return json(response, 200, { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] });
    }
    if (route === 'GET /authorize') return authorize(url, response);
    if (route === 'POST /token') {
      token(request, response).catch(() => json(response, 500, { error: 'server_error' }));
      return;
    }
    if (route === 'GET /userinfo') return userinfo(request, response);
    json(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    signInAs: (profile) => {
      next = profile;
    },
    idTokenFor: (profile) => idTokenFor(profile, null),
    log,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
