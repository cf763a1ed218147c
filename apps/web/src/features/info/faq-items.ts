// The five questions of the About page's FAQ (spec §2 "About"); the return window is spec §9's.
import { RETURN_WINDOW_DAYS } from '@bookstore/contract/constants'

export interface FaqItem {
  question: string
  answer: string
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'What is your return policy?',
    answer: `You can return any book within ${RETURN_WINDOW_DAYS} days of purchase for a full refund, as long as you include proof of purchase such as your receipt or order confirmation.`,
  },
  {
    question: 'How can I track my order?',
    answer:
      'As soon as your order ships, we email you a tracking link. Follow it at any time to see where your parcel is and when it will arrive.',
  },
  {
    question: 'Do you ship internationally?',
    answer:
      'Yes, we ship to most countries around the world. Delivery times and shipping costs depend on the destination and are shown at checkout.',
  },
  {
    question: 'Where can I find the eBooks I bought?',
    answer:
      'Every eBook you buy appears in the library of your account right after payment, ready to read online or download to your device.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'We accept credit and debit cards, PayPal and gift cards. For bulk orders we can also send you an invoice to pay by bank transfer.',
  },
]
