// GET and PUT /api/admin/settings/{store,shipping,taxes} (issue 39 item 1): the store's three settings documents,
// each read and written whole with the admin token. A save answers the document as stored, which becomes the
// query's data: the screen shows what the server keeps without asking again.
import { apiPaths } from '@bookstore/contract/api-paths'
import { ShippingSettings, StoreDetails, TaxSettings } from '@bookstore/contract/schemas/store-settings'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type ResponseSchema } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

type SettingsName = 'store' | 'shipping' | 'taxes'

export interface SettingsDocument<T> {
  name: SettingsName
  path: { href: () => string }
  schema: ResponseSchema<T>
}

export const STORE_DOCUMENT: SettingsDocument<StoreDetails> = {
  name: 'store',
  path: apiPaths.storeSettings,
  schema: StoreDetails,
}
export const SHIPPING_DOCUMENT: SettingsDocument<ShippingSettings> = {
  name: 'shipping',
  path: apiPaths.shippingSettings,
  schema: ShippingSettings,
}
export const TAX_DOCUMENT: SettingsDocument<TaxSettings> = {
  name: 'taxes',
  path: apiPaths.taxSettings,
  schema: TaxSettings,
}

export const getSettings = <T>(document: SettingsDocument<T>, signal?: AbortSignal): Promise<T> =>
  api.get(document.path.href(), document.schema, { signal })

export const saveSettings = <T>(document: SettingsDocument<T>, value: T): Promise<T> =>
  api.put(document.path.href(), value, document.schema)

// Under admin.all, so that signing out of the dashboard drops them with the admin's other queries. (The key
// factory in shared/api/query-keys.ts is the place for keys; this screen's brief kept that file to its owner.)
export const settingsQueryOptions = <T>(document: SettingsDocument<T>) =>
  queryOptions({
    queryKey: [...queryKeys.admin.all, 'settings', document.name] as const,
    queryFn: ({ signal }) => getSettings(document, signal),
  })

export const useSettings = <T>(document: SettingsDocument<T>) => useQuery(settingsQueryOptions(document))

/** Saves the whole document; its answer replaces the query's data. */
export const useSaveSettings = <T>(document: SettingsDocument<T>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (value: T) => saveSettings(document, value),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryOptions(document).queryKey, saved),
  })
}
