// The About page's FAQ (spec §2 "About", §4): a Show/Hide FAQ toggle and an accordion with one answer open at a time.
import { useId, useState } from 'react'
import { Button } from '@/shared/components/button'
import { ChevronDownIcon } from '@/shared/components/icons'
import { Panel } from '@/shared/components/panel'
import { FAQ_ITEMS } from '@/features/info/faq-items'

export function AboutFaq() {
  const [shown, setShown] = useState(false)
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const id = useId()
  const listId = `${id}-faq`

  return (
    <Panel as="section" rounded="large" aria-labelledby={`${id}-title`} className="p-6 sm:p-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-brand-800">
            Frequently asked questions
          </h2>
          <p className="mt-1 text-stone-600">Returns, shipping, eBooks and payment, answered.</p>
        </div>
        <Button
          variant="secondary"
          aria-expanded={shown}
          aria-controls={listId}
          onClick={() => setShown((wasShown) => !wasShown)}
        >
          {shown ? 'Hide FAQ' : 'Show FAQ'}
        </Button>
      </div>
      <div id={listId} hidden={!shown} className="mt-6 divide-y divide-stone-200 border-y border-stone-200">
        {FAQ_ITEMS.map((item, index) => {
          const open = openIndex === index
          const buttonId = `${id}-q${index}`
          const panelId = `${id}-a${index}`
          return (
            <div key={item.question}>
              <h3>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenIndex(open ? null : index)}
                  className="flex w-full items-center justify-between gap-4 py-4 text-left font-semibold text-ink hover:text-brand-700"
                >
                  {item.question}
                  <ChevronDownIcon
                    className={`size-5 shrink-0 text-brand-600 transition-transform ${open ? 'rotate-180' : ''}`}
                  />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!open}
                className="pb-5 leading-relaxed text-stone-700"
              >
                {item.answer}
              </div>
            </div>
          )
        })}
      </div>
    </Panel>
  )
}
