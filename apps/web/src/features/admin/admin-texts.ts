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
} as const
