// The quotes screen's sentences (issue 17), in one place for its components, dialogs and tests.

export const QUOTES_TEXTS = {
  homePageBadge: 'Shown on the home page',
  quoteAdded: 'Quote added',
  addFailed: 'Failed to add the quote. Please try again.',
  quoteDeleted: 'Quote deleted',
  deleteFailed: 'Failed to delete the quote. Please try again.',
  confirmDeleteTitle: 'Delete this quote?',
  confirmDeleteButton: 'Delete',
  confirmHomeDeleteTitle: 'Delete a quote shown on the home page?',
  confirmHomeDeleteText:
    'The home page shows this quote; deleting it leaves that place on the home page empty.',
  confirmHomeDeleteButton: 'Delete it from the home page',
  keepButton: 'Keep it',
  loadFailed: 'The quotes could not be loaded.',
} as const
