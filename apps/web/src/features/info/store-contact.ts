// How shoppers reach the people behind the store, shown on About and Contact (spec §2 "About": {email}, {phone}).

export const STORE_CONTACT = {
  email: 'hello@bookstore.example',
  phone: '+1 555 0100',
  /** The phone number as a tel: link wants it, digits only. */
  phoneHref: 'tel:+15550100',
  codeProfileUrl: 'https://github.com/bookstore-example',
} as const
