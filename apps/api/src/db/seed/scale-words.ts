// Word lists the scale seed (seed-scale.ts) draws from, in SQL, for titles, descriptions, names and addresses.

import type { BookCategorySlug } from '@bookstore/contract/categories'

/** Entries separated by '|' or a line break. */
const list = (text: string): string[] =>
  text
    .split(/[|\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')

/** Share of the catalogue in each category (sums to 1): uneven, as a real shop's shelves are. */
export const CATEGORY_SHARES: readonly (readonly [BookCategorySlug, number])[] = [
  ['fantasy', 0.14],
  ['mystery', 0.13],
  ['thriller', 0.12],
  ['fiction', 0.12],
  ['science-fiction', 0.11],
  ['horror', 0.08],
  ['dystopian-fantasy', 0.07],
  ['adventure', 0.07],
  ['superhero', 0.06],
  ['business', 0.05],
  ['technology', 0.05],
]

export const TITLE_ADJECTIVES = list(`
  Silent | Hidden | Broken | Golden | Last | Lost | Burning | Forgotten | Crimson | Hollow | Distant | Iron
  Glass | Winter | Midnight | Shattered | Secret | Wandering | Sleeping | Drowned | Bright | Pale | Wild | Quiet
  Endless | Northern | Copper | Velvet | Stolen | Faithful | Electric | Ashen | Painted | Silver | Savage
  Gentle | Crooked | Falling | Rising | Seventh | Infinite | Bitter | Emerald | Frozen | Restless | Unseen
  Final | Paper | Scarlet | Hungry
`)

export const TITLE_NOUNS = list(`
  Crown | Garden | Tower | River | Mirror | Kingdom | Letter | Lighthouse | Orchard | Harbor | Empire | Machine
  Witness | Sister | Storm | Archive | Compass | Signal | Forest | Bridge | Clockmaker | Cartographer | Daughter
  Stranger | Heir | Shadow | Key | Map | Song | Fire | Island | Library | Orbit | Engine | Labyrinth | Covenant
  Frontier | Masquerade | Promise | Tide | Inheritance | Alchemist | Detective | Hunter | Guardian | Prophecy
  Rebellion | Station | Colony | Debt | Ledger | Startup | Algorithm | Network | Protocol | Market | Summit
  Voyage | Wolf | Raven
`)

export const TITLE_PLACES = list(`
  Ashford | the Deep | the North | Eldermoor | Saltmarsh | the Valley | Kestrel Bay | the Old City | Blackwater
  the Silent Sea | Mars | the Outer Rim | Thornfield | the Marshes | Glasshollow | Ravenna | the Last Station
  Hollow Creek | the Red Desert | Winterhaven | the Sunken Isles | Brightwater | Port Mercy | the Tenth Floor
  Cinder Hill | the Moon | Greyhaven | the Borderlands | Lowmarket | the Spires
`)

export const GIVEN_NAMES = list(`
  Mara | Elias | Nora | Tobias | Iris | Jonah | Ada | Felix | Clara | Milo | Hana | Rafael | Lena | Oscar | Yara
  Theo | Priya | Samuel | Ines | Victor | Zoe | Arthur | Leila | Hugo | Maya | Omar | Greta | Daniel | Sofia
  Kenji | Amara | Lucas | Freya | Mateo | Alice | Benedict | Chloe | Dmitri | Esther | Gabriel | Helena | Isaac
  Julia | Kofi | Lucia | Marcus | Naomi | Peter | Rosa | Stefan | Tara | Ulrich | Vera | William | Ximena
  Yusuf | Zara | Anna | Bruno | Celeste
`)

export const FAMILY_NAMES = list(`
  Whitlock | Okafor | Lindqvist | Moreau | Castellano | Brennan | Nakamura | Hollis | Adeyemi | Petrov
  Sutherland | Varga | Fontaine | Okonkwo | Haddad | Kowalski | Reyes | Ashworth | Bergman | Delacroix | Eriksen
  Fitzgerald | Grimaldi | Hartley | Ivanova | Jansen | Kaplan | Larsen | Mendoza | Novak | Oyelaran | Pemberton
  Quintero | Rosenthal | Sandoval | Thorne | Underwood | Valdez | Winslow | Yamada | Abernathy | Blackwood
  Carrington | Donovan | Ellsworth | Farrow | Gallagher | Holloway | Ingram | Kingsley | Lockhart | Marlowe
  Nightingale | Prescott | Ravensworth | Sinclair | Templeton | Vance | Whitaker | Zimmermann
`)

export const PUBLISHERS = list(`
  Lantern Classics | Harbor & Finch | Northlight Press | Quillstone Books | Meridian House | Red Kite Publishing
  Blue Heron Editions | Copperleaf | Saltwater Books | Inkwell & Oak | Greystone Press | Starfall Publishing
  Paper Lantern | Foxglove Books | Atlas & Sons | Wildwood Editions | Tidewater Press | Ember Books
  Crescent Moon Press | Juniper Street | Ironbridge Publishing | Open Field Books | Parallax | Kingfisher Lane
`)

export const DESCRIPTION_ROLES = list(`
  a young cartographer | an exiled princess | a retired detective | a reluctant heir | a ship’s engineer
  a village healer | a disgraced journalist | a teenage hacker | a grieving widower | a street magician
  a junior analyst | a night-shift nurse | an apprentice clockmaker | a former soldier | a small-town librarian
  a rookie pilot | a startup founder | an aging spy | a museum archivist | a pair of estranged twins
`)

export const DESCRIPTION_ACTIONS = list(`
  discovers | must protect | sets out to find | is hunted for | inherits | stumbles upon | is sworn to destroy
  races to decode | agrees to smuggle | wakes up holding
`)

export const DESCRIPTION_OBJECTS = list(`
  a map that redraws itself every night | the last letter of a murdered king
  a key to a door that does not exist | a signal from a ship lost a century ago
  a ledger that names every traitor in the city | a seed that could end the famine
  a machine that remembers the future | the only copy of a forbidden song | a debt older than the republic
  a photograph of a stranger with her face | an algorithm that predicts betrayal
  a crown that chooses its wearer
`)

export const DESCRIPTION_MIDDLES = list(`
  What begins as a favor for a friend becomes a chase across three cities and two centuries of lies.
  Every ally has a price, and the closest ones have already been paid.
  As the storms close the roads, the house fills with guests who all have a reason to lie.
  Between rival guilds, a failing empire and an old friend turned enemy, there is nowhere left to hide.
  The deeper the investigation goes, the more it looks like the crime has not happened yet.
  A broken alliance, a ticking deadline and a city that never forgets make every choice a gamble.
  Clues hide in old songs, tax records and the silence of the people who should know better.
  Told in alternating voices, it moves from quiet kitchens to burning battlefields without losing its nerve.
  Old friends, new enemies and one impossible choice turn a simple errand into the fight of a lifetime.
  The crew has ninety days of air, one working engine and no reason to trust each other.
  Each night the town grows a little quieter, and each morning someone else is missing.
  With humor and heart, it follows an unlikely team that learns to fight for something larger than itself.
`)

export const DESCRIPTION_CLOSERS = list(`
  A story about courage, loss and the price of hope. | Atmospheric, fast and impossible to put down.
  The first book of a series readers have called addictive.
  A twisting, big-hearted novel for anyone who loved the classics of the genre.
  Sharp, funny and surprisingly tender. | It will keep you guessing until the very last page.
  An award-winning debut that announced a major new voice. | Essential reading for curious minds.
  Dark, lyrical and unforgettable. | A modern classic, now in a new edition with an afterword by the author.
`)

/** Where shoppers live: city, state or region, country. */
export const ADDRESSES: readonly (readonly [string, string, string])[] = [
  ['Portland', 'Oregon', 'United States'],
  ['Austin', 'Texas', 'United States'],
  ['Chicago', 'Illinois', 'United States'],
  ['Boston', 'Massachusetts', 'United States'],
  ['Denver', 'Colorado', 'United States'],
  ['Seattle', 'Washington', 'United States'],
  ['Atlanta', 'Georgia', 'United States'],
  ['Toronto', 'Ontario', 'Canada'],
  ['Vancouver', 'British Columbia', 'Canada'],
  ['Manchester', 'England', 'United Kingdom'],
  ['Edinburgh', 'Scotland', 'United Kingdom'],
  ['Dublin', 'Leinster', 'Ireland'],
  ['Melbourne', 'Victoria', 'Australia'],
  ['Auckland', 'Auckland', 'New Zealand'],
  ['Berlin', 'Berlin', 'Germany'],
  ['Lyon', 'Auvergne-Rhône-Alpes', 'France'],
  ['Barcelona', 'Catalonia', 'Spain'],
  ['Amsterdam', 'North Holland', 'Netherlands'],
  ['Stockholm', 'Stockholm', 'Sweden'],
  ['Cape Town', 'Western Cape', 'South Africa'],
]

export const STREET_NAMES = list(`
  Maple Street | Harbor Road | Elm Avenue | Station Lane | Mill Road | Church Street | Park Avenue | Orchard Way
  High Street | Riverside Drive | Kings Road | Willow Close
`)
