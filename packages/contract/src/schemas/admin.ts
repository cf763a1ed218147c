// Admin on the wire (spec §3 "Admin login payload", "Admin stats response"; §7 POST /api/auth/admin, GET /api/admin;
// ARCHITECTURE §9 "Covers", "Admin token").

// zod/mini like every contract schema: the dashboard's chunks bundle these.
import { z } from 'zod/mini'

/** Admin passwords set from the environment or the admin command are at least this long. */
export const ADMIN_PASSWORD_MIN_LENGTH = 8

export const ADMIN_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  /** Spec §8: the inline failure text, although a username is asked for. */
  invalidCredentials: 'Please provide a valid email and password',
} as const

/** Admin usernames are compared case-insensitively: stored and looked up lowercase. */
export const AdminUsername = z
  .string()
  .check(z.trim(), z.minLength(1, ADMIN_MESSAGES.usernameRequired), z.maxLength(100), z.toLowerCase())

/** POST /api/auth/admin body (and the admin login form). */
export const AdminLoginBody = z.object({
  username: AdminUsername,
  password: z.string().check(z.minLength(1, ADMIN_MESSAGES.passwordRequired), z.maxLength(1000)),
})
export type AdminLoginBody = z.infer<typeof AdminLoginBody>

/** The admin bearer token: an HS256 JWT with sub (admin id), role 'admin', username, iat and exp. */
export const AdminToken = z.object({ token: z.string() })
export type AdminToken = z.infer<typeof AdminToken>

/** The admin token's role claim. */
export const ADMIN_ROLE = 'admin'

/** One calendar month (UTC) of sales: revenue in dollars and the number of orders placed. */
export const MonthlySales = z.object({
  /** 'YYYY-MM' */
  month: z.string(),
  revenue: z.number(),
  orders: z.int(),
})
export type MonthlySales = z.infer<typeof MonthlySales>

/** Months in `monthlySales`: the current one and the eleven before it, oldest first. */
export const MONTHLY_SALES_MONTHS = 12

/** GET /api/admin: real figures from the database. */
export const AdminStats = z.object({
  totalBooks: z.int(),
  /** Sum of every order's total, in dollars. */
  totalSales: z.number(),
  /** Books marked trending. */
  trendingBooks: z.int(),
  totalOrders: z.int(),
  monthlySales: z.array(MonthlySales),
})
export type AdminStats = z.infer<typeof AdminStats>

/** Largest cover file POST /api/uploads/cover accepts (5 MB). */
export const COVER_UPLOAD_MAX_BYTES = 5 * 1024 * 1024

/** The multipart field that carries the cover file. */
export const COVER_UPLOAD_FIELD = 'file'

/**
 * POST /api/uploads/cover answer: the stored file's generated name ('<random>.webp'), to send as a book's
 * coverImage. `coverImage` is ARCHITECTURE §9's name for it; `fileName` carries the same value.
 */
export const UploadedCover = z.object({ coverImage: z.string(), fileName: z.string() })
export type UploadedCover = z.infer<typeof UploadedCover>
