// Account service (issue 24 item 4): what the profile reads of the signed-in shopper's account, the deletion of it
// (her orders stay for the shop, with the name and address they were placed with), and the file of her data. Her
// orders are read through the orders module's own service, so the data file holds them exactly as she sees them.

import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { AccountData, AccountSummary, DeleteAccountBody } from '@bookstore/contract/schemas/account'
import { ACCOUNT_CHANGE_MESSAGES, confirmsAccountEmail } from '@bookstore/contract/schemas/account'
import type { Database } from '@/db/client'
import { accounts, books, users, wishlistItems } from '@/db/schema'
import type { Shopper } from '@/plugins/access'
import { DomainError } from '@/plugins/errors'
import { endResetLinks } from '@/modules/identity'
import { listOrdersByEmail } from '@/modules/orders/service'

/** better-auth's provider id of an email + password account (the row that holds the password hash). */
const CREDENTIAL_PROVIDER = 'credential'

type UserRow = typeof users.$inferSelect

const signedIn = (shopper: Shopper | null): Shopper => {
  if (!shopper) throw new DomainError('unauthorized', 'Sign in first', 401)
  return shopper
}

async function findUser(db: Database, uid: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, uid))
  // The session named her a moment ago: she was deleted in between (another tab), so she is signed out.
  if (!row) throw new DomainError('unauthorized', 'Sign in first', 401)
  return row
}

/** The account as the profile shows it; hasPassword tells an email + password account from a Google-only one. */
export async function getAccountSummary(db: Database, who: Shopper | null): Promise<AccountSummary> {
  const shopper = signedIn(who)
  const row = await findUser(db, shopper.uid)
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, shopper.uid),
        eq(accounts.providerId, CREDENTIAL_PROVIDER),
        isNotNull(accounts.password),
      ),
    )
    .limit(1)
  return {
    uid: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    hasPassword: credential !== undefined,
  }
}

/**
 * Deletes the signed-in shopper's account once she has typed its email (else 400 naming the field). Her sessions,
 * sign-in accounts and wishlist go with the user row (foreign keys cascade); her orders stay, as orders.user_uid is
 * no foreign key, and a new account with her email does not see them (the orders service filters by uid).
 */
export async function deleteAccount(
  db: Database,
  who: Shopper | null,
  body: DeleteAccountBody,
): Promise<void> {
  const shopper = signedIn(who)
  if (!confirmsAccountEmail(body.email, shopper.email)) {
    // The validation answer's form ('Invalid body: field: message'), so a form shows it beside the field.
    throw new DomainError('validation', `Invalid body: email: ${ACCOUNT_CHANGE_MESSAGES.emailMismatch}`, 400)
  }
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(users).where(eq(users.id, shopper.uid)).returning({ id: users.id })
    // Deleted by a request a moment earlier (another tab): her session is gone with it.
    if (deleted.length === 0) throw new DomainError('unauthorized', 'Sign in first', 401)
    // A reset link mailed to her names her id, which no row has now: every one ends with the account.
    await endResetLinks(tx, shopper.uid)
  })
}

/** Her account, her orders (as the spec's Order JSON, newest first) and her wishlist, newest first. */
export async function exportAccountData(db: Database, who: Shopper | null, now: Date): Promise<AccountData> {
  const shopper = signedIn(who)
  const row = await findUser(db, shopper.uid)
  const orders = await listOrdersByEmail(db, { shopper, isAdmin: false }, row.email)
  const wishes = await db
    .select({ bookId: wishlistItems.bookId, title: books.title, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .innerJoin(books, eq(books.id, wishlistItems.bookId))
    .where(eq(wishlistItems.userId, shopper.uid))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.bookId))
  return {
    exportedAt: now.toISOString(),
    account: {
      uid: row.id,
      email: row.email,
      username: row.username,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
    },
    orders,
    wishlist: wishes.map((wish) => ({ ...wish, addedAt: wish.addedAt.toISOString() })),
  }
}
