// Buy it again (spec §2 "Orders"): puts the book back in the cart with the cart's own dialogs (spec §4 "Cart") and
// goes to the cart. An order line keeps only what was bought (title, cover, price), so the book is read again
// first: the cart holds it as it is sold now, and a book sold out or withdrawn since is not added.
import { isInStock } from '@bookstore/contract/stock'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { ApiError } from '@/shared/api/api-error'
import { addToCartWithDialog } from '@/shared/add-to-cart'
import { showDialog } from '@/shared/dialogs'
import { paths } from '@/shared/paths'
import { bookQueryOptions } from '@/shared/api/book-query'

const SOLD_OUT_TITLE = 'Out of stock'
const WITHDRAWN_TITLE = 'No longer available'
const UNREACHABLE_TITLE = 'Something went wrong'

export function useBuyAgain() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    // Fresh stock on every click: the catalogue's cached copy may be older than the last sale.
    mutationFn: (bookId: string) => queryClient.fetchQuery({ ...bookQueryOptions(bookId), staleTime: 0 }),
    onSuccess: (book) => {
      if (!isInStock(book.stock)) {
        void showDialog({
          icon: 'warning',
          title: SOLD_OUT_TITLE,
          text: `'${book.title}' is sold out for now.`,
        })
        return
      }
      // The dialog ('added', or 'already in cart' with the cart unchanged) shows over the cart page.
      void addToCartWithDialog(book)
      void navigate(paths.cart.href())
    },
    onError: (error) => {
      const withdrawn = error instanceof ApiError && error.status === 404
      void showDialog(
        withdrawn
          ? { icon: 'warning', title: WITHDRAWN_TITLE, text: 'The store no longer sells this book.' }
          : {
              icon: 'error',
              title: UNREACHABLE_TITLE,
              text: 'The book could not be loaded. Please try again.',
            },
      )
    },
  })
}
