// The little of oidc-provider's API the browser suite uses (the package ships no type declarations).

declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface AccountClaims {
    sub: string
    [claim: string]: unknown
  }

  export interface Account {
    accountId: string
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>
  }

  export interface ClientMetadata {
    client_id: string
    client_secret?: string
    redirect_uris: string[]
    grant_types?: string[]
    response_types?: string[]
    token_endpoint_auth_method?: string
  }

  export interface Configuration {
    clients?: ClientMetadata[]
    claims?: Record<string, string[]>
    cookies?: { keys?: string[] }
    features?: Record<string, { enabled: boolean }>
    pkce?: { required?: (ctx: unknown, client: unknown) => boolean }
    findAccount?: (ctx: unknown, sub: string) => Account | undefined | Promise<Account | undefined>
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration)
    callback(): (request: IncomingMessage, response: ServerResponse) => void
    on(event: string, listener: (...args: unknown[]) => void): this
  }
}
