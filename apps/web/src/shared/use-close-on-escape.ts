// One rule for what opens over the page (the phone menu, the header's dropdowns, the dashboard's bell and menu):
// while it is open, Escape anywhere closes it and gives focus back to the button that opened it.
import { useEffect, useEffectEvent, type RefObject } from 'react'

export function useCloseOnEscape(
  open: boolean,
  close: () => void,
  opener: RefObject<HTMLElement | null>,
): void {
  const onEscape = useEffectEvent(() => {
    close()
    opener.current?.focus()
  })
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])
}
