// What other modules may use of real-users: the username rule, which the identity module keeps at sign-up and when
// a Google sign-in needs a free username. The rest (the spec's real-users routes and their service) is its own.

export { assertUsernameFree, freeUsername } from './usernames'
