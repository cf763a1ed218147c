// The store's Privacy Policy, the text of the footer's #privacy section. An account is deleted on the profile
// (issue 37 item 7: the text sent shoppers to the Contact page), under the names the profile gives its section and
// control (PROFILE_TEXTS; the footer's test holds the two together).

export const PRIVACY_POLICY_TITLE = 'Privacy Policy'

export const PRIVACY_POLICY =
  'We collect only what we need to run the store: your account details, your orders and the contents of your ' +
  'cart, which stays in your browser. We never sell your data. Card and wallet payments are handled by our ' +
  'payment partners and are not stored on our servers. You can delete your account yourself at any time: on ' +
  "your profile, under Account settings, choose 'Delete account'. Your wishlist goes with it; the store keeps " +
  'the orders you placed, with their name and address, for its books.'
