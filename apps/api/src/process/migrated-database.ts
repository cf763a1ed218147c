// The store's database opened and migrated, for the process entries (server.ts, prepare-store.ts and the commands):
// with the embedded database, the files PGlite creates are then made private like the rest of DATA_DIR.

import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '@/db/client'
import { removeGroupAndOtherAccess } from './data-dir'

/**
 * Opens and migrates the database. PGlite sets the modes of some of its files itself, whatever the umask: 0666 for
 * those of a new cluster, 0644 for the relation-cache files it rewrites when it starts. So once it has started, every
 * file and directory below its directory is made its owner's alone; the directory itself is the operator's, and
 * prepareDataDir's warnings name it when it is open to others.
 */
export async function openMigratedDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const database = await openDatabase(target)
  try {
    await database.migrate()
    if (target.kind === 'pglite' && target.dataDir) await removeGroupAndOtherAccess(target.dataDir)
    return database
  } catch (error) {
    await database.close()
    throw error
  }
}
