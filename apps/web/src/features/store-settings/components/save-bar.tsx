// A settings form's Save (issue 39 item 1): 'Saving...' while it runs, then 'Saved' (a status, heard when it comes)
// until the next edit; a failure is said beside it.
import { useId } from 'react'
import { Button } from '@/shared/components/button'
import { STORE_SETTINGS_TEXTS } from '@/features/store-settings/store-settings-texts'

interface SaveBarProps {
  saving: boolean
  saved: boolean
  /** Why the last save failed; '' when it did not. */
  failure: string
}

export function SaveBar({ saving, saved, failure }: SaveBarProps) {
  const failureId = useId()
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button
        type="submit"
        disabled={saving}
        aria-describedby={failure ? failureId : undefined}
        className="px-8"
      >
        {saving ? 'Saving...' : 'Save'}
      </Button>
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {saved ? STORE_SETTINGS_TEXTS.saved : ''}
      </p>
      {failure ? (
        <p id={failureId} role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
    </div>
  )
}
