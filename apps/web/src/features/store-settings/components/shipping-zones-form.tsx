// The shipping zones (issue 39 item 1): each zone with its countries (or the rest of the world) and its methods,
// zones and methods added and removed in place. Checked by the contract's ShippingSettings before it is sent.
import { SHIPPING_ZONES_MAX, type ShippingSettings } from '@bookstore/contract/schemas/store-settings'
import { zodResolver } from '@hookform/resolvers/zod'
import { useFieldArray, useForm } from 'react-hook-form'
import { Button } from '@/shared/components/button'
import { SHIPPING_DOCUMENT } from '@/features/store-settings/api/store-settings'
import { useSettingsSave } from '@/features/store-settings/settings-save'
import {
  NEW_ZONE,
  ShippingForm,
  shippingServerFields,
  toShippingFormValues,
} from '@/features/store-settings/shipping-form'
import { STORE_SETTINGS_TEXTS } from '@/features/store-settings/store-settings-texts'
import { SaveBar } from './save-bar'
import { ZoneFields } from './zone-fields'

export function ShippingZonesForm({ settings }: { settings: ShippingSettings }) {
  const form = useForm({ resolver: zodResolver(ShippingForm), defaultValues: toShippingFormValues(settings) })
  const zones = useFieldArray({ control: form.control, name: 'zones' })
  const save = useSettingsSave(SHIPPING_DOCUMENT, form, {
    toValues: toShippingFormValues,
    serverFields: shippingServerFields,
    what: 'shipping zones',
  })
  const listError = form.formState.errors.zones?.root?.message ?? form.formState.errors.zones?.message

  return (
    <form noValidate onSubmit={save.submit} aria-label="Shipping zones" className="mt-6 space-y-5">
      {zones.fields.length === 0 ? (
        <p className="text-sm text-stone-600">{STORE_SETTINGS_TEXTS.noZones}</p>
      ) : null}
      {zones.fields.map((zone, index) => (
        <ZoneFields key={zone.id} form={form} index={index} onRemove={() => zones.remove(index)} />
      ))}
      {listError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        disabled={zones.fields.length >= SHIPPING_ZONES_MAX}
        onClick={() => zones.append(NEW_ZONE)}
      >
        Add a zone
      </Button>
      <SaveBar {...save.bar} />
    </form>
  )
}
