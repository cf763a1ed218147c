// Class lists shared by the header's links and its Books menu button.

export const headerLinkClass = (active: boolean): string =>
  `inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium transition-colors ${
    active ? 'bg-brand-100 text-brand-800' : 'text-stone-700 hover:bg-brand-50 hover:text-brand-700'
  }`
