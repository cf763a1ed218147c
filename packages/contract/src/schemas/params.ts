// Path parameters shared by several resources.

import { z } from 'zod'

/** Entity ids are UUIDs; anything else can name no entity (a malformed id answers 404, never 500). */
export const EntityId = z.uuid()

export const IdParams = z.object({ id: EntityId })
export type IdParams = z.infer<typeof IdParams>
