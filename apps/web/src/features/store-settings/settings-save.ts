// What each settings form does around a save (issue 39 item 1): the whole document is sent; its answer becomes
// the form's values ('Saved' until the next edit); a refusal keeps everything typed and shows each of the server's
// reasons beside the input its path names ('zones.1.countries.1' → zone 2's countries), the rest beside Save.
import { useState } from 'react'
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/shared/api/api-error'
import { showServerFieldErrors } from '@/shared/api/server-field-errors'
import { useSaveSettings, type SettingsDocument } from './api/store-settings'
import { STORE_SETTINGS_TEXTS } from './store-settings-texts'

/**
 * Shows a refused save's reasons beside the fields they name (the first one focused) and answers the line to show
 * beside Save: what no field took in the server's words, or where to look; a failure the server did not explain
 * (5xx, no answer) asks to try again.
 */
export function reportSettingsRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Readonly<Record<string, Path<T>>>,
  what: string,
): string {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) {
    return STORE_SETTINGS_TEXTS.saveFailed(what)
  }
  const { shown, rest } = showServerFieldErrors(error, setError, fields)
  if (rest.length > 0) {
    return STORE_SETTINGS_TEXTS.refused(rest.map((part) => `${part.path}: ${part.message}`).join('; '))
  }
  return shown > 0 ? STORE_SETTINGS_TEXTS.refusedBesideFields : STORE_SETTINGS_TEXTS.refused(error.message)
}

interface SettingsSaveOptions<TValues extends FieldValues, TDocument> {
  /** The form's values for a document (the server's answer after a save). */
  toValues: (document: TDocument) => TValues
  /** The inputs the server's field paths land on, for the values now on the form. */
  serverFields: (values: TValues) => Readonly<Record<string, Path<TValues>>>
  /** The document in words, for the failure lines: 'store details'. */
  what: string
}

/** The submit handler of a settings form, and what its Save bar shows. */
export function useSettingsSave<TValues extends FieldValues, TDocument>(
  document: SettingsDocument<TDocument>,
  form: UseFormReturn<TValues, unknown, TDocument>,
  { toValues, serverFields, what }: SettingsSaveOptions<TValues, TDocument>,
) {
  const save = useSaveSettings(document)
  const [failure, setFailure] = useState('')
  const submit = form.handleSubmit(async (value) => {
    setFailure('')
    try {
      form.reset(toValues(await save.mutateAsync(value)))
    } catch (error) {
      console.error(`Failed to save the ${what}`, error)
      setFailure(reportSettingsRefusal(error, form.setError, serverFields(form.getValues()), what))
    }
  })
  return {
    submit,
    /** What the Save bar shows. */
    bar: {
      saving: form.formState.isSubmitting,
      // Until the next edit: what is on the form is what the server keeps.
      saved: save.isSuccess && !form.formState.isDirty,
      failure,
    },
  }
}
