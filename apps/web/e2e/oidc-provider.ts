// A local OpenID provider standing in for Google in the browser suite (issue 4: "tested for real"): oidc-provider
// with its development login screen, which accepts any login and password, and one confidential client, the store,
// using the authorization code flow with PKCE. The account's email is the login if it has an '@', else
// `${login}@gmail.com`, always verified (better-auth needs the email claims, STACK.md).

import { createServer, type Server } from 'node:http'
import Provider from 'oidc-provider'
import { freePort } from './free-port'

export interface LocalOidcProvider {
  issuer: string
  clientId: string
  clientSecret: string
  close(): Promise<void>
}

/** The email the provider answers for a login typed on its screen. */
export const emailForLogin = (login: string): string => (login.includes('@') ? login : `${login}@gmail.com`)

export async function startOidcProvider(storeURL: string): Promise<LocalOidcProvider> {
  const port = await freePort()
  const issuer = `http://localhost:${port}`
  const clientId = 'bookstore-e2e'
  const clientSecret = 'bookstore-e2e-client-secret'

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${storeURL}/api/identity/callback/google`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // better-auth sends the secret in the token request's body.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['bookstore-e2e-oidc-cookie-key'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => {
        const email = emailForLogin(sub)
        return { sub, email, email_verified: true, name: email.slice(0, email.indexOf('@')) }
      },
    }),
  })

  const server: Server = createServer(provider.callback())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, () => resolve())
  })
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
