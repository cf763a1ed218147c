// Path parameters shared by several resources.

// zod/mini: these schemas reach the shopper's first page; the mini build keeps them small (issue 3 budget).
import { z } from 'zod/mini'

/** Entity ids are UUIDs; anything else can name no entity (a malformed id answers 404, never 500). */
export const EntityId = z.uuid()

export const IdParams = z.object({ id: EntityId })
export type IdParams = z.infer<typeof IdParams>
