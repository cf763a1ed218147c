// The wishlist module's public surface: what other modules may read of it (the account's data download).

export { listWishlist } from './service'
