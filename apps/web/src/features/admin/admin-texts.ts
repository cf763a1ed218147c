// The dashboard's user-visible sentences (spec §4, §8), in one place for its screens, the guard and the tests.

export const ADMIN_TEXTS = {
  loginSuccess: 'Admin login successful!',
  tokenExpired: 'Token has been expired! Please login again',
  bookDeleted: 'Book deleted successfully!',
  deleteFailed: 'Failed to delete book. Please try again.',
  bookAddedTitle: 'Book added',
  bookAddedText: 'Your book is uploaded successfully!',
  addFailed: 'Failed to add book. Please try again',
  bookUpdatedTitle: 'Book Updated',
  bookUpdatedText: 'Your book is updated successfully!',
  updateFailed: 'Failed to update book.',
  loadBookFailed: 'Error fetching book data',
  // Issue 22: a new price above the old one (the list price the sale is measured against) is asked about first.
  priceAboveOldTitle: 'The new price is above the old price',
  priceAboveOldConfirm: 'Save anyway',
  priceAboveOldCancel: 'Change the price',
} as const

/** The question before saving a new price above the old one, with both prices as they will be stored. */
export const priceAboveOldText = (newPrice: string, oldPrice: string): string =>
  `The new price, ${newPrice}, is above the old price, ${oldPrice}: the old price is the list price the sale is ` +
  'measured against, so shoppers would see a higher price next to a lower one struck through. Save anyway?'
