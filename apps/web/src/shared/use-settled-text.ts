// Text typed into a search box, applied a moment after typing stops (SETTLE_DELAY_MS): one request per word, not per
// key (issue 15: the manage table's title filter; issue 17: customers and quotes searches, the quote form's book
// picker). The box follows `value` when it changes from outside (Back, Forward, a link).
import { useEffect, useEffectEvent, useState } from 'react'

export const SETTLE_DELAY_MS = 250

export function useSettledText(value: string, onSettle: (text: string) => void) {
  const [text, setText] = useState(value)
  const [applied, setApplied] = useState(value)
  if (value !== applied) {
    setApplied(value)
    setText(value)
  }
  const settle = useEffectEvent(onSettle)

  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => settle(text), SETTLE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, value])

  return [text, setText] as const
}
