// Fills the checkout fields the shopper has not typed into with the values remembered from her orders, whenever
// those arrive (issue 27 item 7): what she typed, even before the orders came and even if she emptied the field
// again, is never overwritten. Each field stays editable: the values are only where the form starts.
import { useCallback, useEffect, useRef } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

type PrefillForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'setValue' | 'getFieldState'>

/** Returns `typed(name)`, to call from each field's onChange. */
export function useUntypedPrefill<T extends FieldValues, K extends Path<T>>(
  form: PrefillForm<T>,
  values: { [P in K]: PathValue<T, P> } | null,
): (name: Path<T>) => void {
  const typedFields = useRef(new Set<Path<T>>())
  const { getValues, setValue, getFieldState } = form

  useEffect(() => {
    if (values === null) return
    for (const name of Object.keys(values) as K[]) {
      const value = values[name]
      if (value === '' || typedFields.current.has(name) || getValues(name) !== '') continue
      // A field already marked wrong (Place Order pressed before the orders came) is checked again with its value.
      setValue(name, value, { shouldValidate: getFieldState(name).invalid })
    }
  }, [values, getValues, setValue, getFieldState])

  return useCallback((name: Path<T>) => {
    typedFields.current.add(name)
  }, [])
}
