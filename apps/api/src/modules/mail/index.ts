// The mail module's public surface for other modules (lint: modules meet only through service.ts or index.ts).
export { outboxRow, queueMail, type MailKind, type OutgoingMail } from './outbox'
export type { MailContent } from './message'
export type { MailRenewal } from './failed-mail'
