// The dashboard's store settings (issue 39 item 1): the owner edits the store's three settings documents, each in
// its own section and form with its own Save: the store's details, the shipping zones and their methods, the tax
// rates. Each loads on its own (with Try again when it cannot), and is saved whole.
import { useDashboardScreen } from '@/shared/dashboard-screen'
import {
  SHIPPING_DOCUMENT,
  STORE_DOCUMENT,
  TAX_DOCUMENT,
  useSettings,
} from '@/features/store-settings/api/store-settings'
import { STORE_SETTINGS_TEXTS } from '@/features/store-settings/store-settings-texts'
import { SettingsSection } from './settings-section'
import { ShippingZonesForm } from './shipping-zones-form'
import { StoreDetailsForm } from './store-details-form'
import { TaxRatesForm } from './tax-rates-form'

export function StoreSettingsPage() {
  useDashboardScreen(STORE_SETTINGS_TEXTS.title)
  const store = useSettings(STORE_DOCUMENT)
  const shipping = useSettings(SHIPPING_DOCUMENT)
  const taxes = useSettings(TAX_DOCUMENT)

  return (
    <div className="space-y-6">
      <SettingsSection title={STORE_SETTINGS_TEXTS.store} query={store} what="store details">
        {(details) => <StoreDetailsForm details={details} />}
      </SettingsSection>
      <SettingsSection title={STORE_SETTINGS_TEXTS.shipping} query={shipping} what="shipping zones">
        {(settings) => <ShippingZonesForm settings={settings} />}
      </SettingsSection>
      <SettingsSection title={STORE_SETTINGS_TEXTS.taxes} query={taxes} what="tax rates">
        {(settings) => <TaxRatesForm settings={settings} />}
      </SettingsSection>
    </div>
  )
}
