// The hero banner's controls: pause or play first (WAI-ARIA carousel pattern), previous, one dot per image
// (a plain counter on narrow screens) and next; all are buttons, so the keyboard reaches them.
import { EarlyButton } from '@/shared/components/early-button'
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './control-icons'
import type { useRotation } from './use-rotation'

const roundButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-100 transition-colors hover:bg-white/15'

interface HeroControlsProps {
  count: number
  rotation: ReturnType<typeof useRotation>
}

export function HeroControls({ count, rotation }: HeroControlsProps) {
  const { current, paused } = rotation
  return (
    <div className="flex items-center justify-between gap-2 bg-stone-900 px-3 py-1.5 sm:px-5">
      <EarlyButton early="hero-pause" onClick={rotation.togglePaused} className={roundButton}>
        {paused ? <PlayIcon /> : <PauseIcon />}
        <span className="sr-only">{paused ? 'Start the banner rotation' : 'Pause the banner rotation'}</span>
      </EarlyButton>
      <div className="flex items-center gap-1 sm:gap-3">
        <EarlyButton early="hero-previous" onClick={rotation.showPrevious} className={roundButton}>
          <ChevronLeftIcon />
          <span className="sr-only">Previous banner</span>
        </EarlyButton>
        <p className="w-14 text-center text-sm text-stone-200 tabular-nums sm:hidden">
          {current + 1} / {count}
        </p>
        <ul className="hidden items-center sm:flex">
          {Array.from({ length: count }, (_, i) => (
            <li key={i}>
              <EarlyButton
                early="hero-dot"
                onClick={() => rotation.show(i)}
                aria-current={i === current ? 'true' : undefined}
                className="group flex size-7 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    i === current ? 'w-6 bg-white' : 'w-2.5 bg-stone-400 group-hover:bg-stone-200'
                  }`}
                />
                <span className="sr-only">{`Banner ${i + 1} of ${count}`}</span>
              </EarlyButton>
            </li>
          ))}
        </ul>
        <EarlyButton early="hero-next" onClick={rotation.showNext} className={roundButton}>
          <ChevronRightIcon />
          <span className="sr-only">Next banner</span>
        </EarlyButton>
      </div>
      {/* Balances the pause button so the arrows and dots sit in the middle. */}
      <span aria-hidden="true" className="size-10 shrink-0" />
    </div>
  )
}
