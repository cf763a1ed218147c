// Demo quotes from the mystery, horror and thriller books, plus one about reading on the train.

import type { DemoQuote } from './demo-types'

export const SUSPENSE_QUOTES: readonly DemoQuote[] = [
  {
    slug: 'frankenstein-fearless',
    content: 'Beware; for I am fearless, and therefore powerful.',
    author: 'mary-shelley',
    book: 'frankenstein',
  },
  {
    slug: 'frankenstein-benevolent',
    content:
      'I was benevolent and good; misery made me a fiend. Make me happy, and I shall again be virtuous.',
    author: 'mary-shelley',
    book: 'frankenstein',
  },
  {
    slug: 'frankenstein-dreary-night',
    content: 'It was on a dreary night of November that I beheld the accomplishment of my toils.',
    author: 'mary-shelley',
    book: 'frankenstein',
  },
  {
    slug: 'dracula-welcome',
    content: 'Welcome to my house! Enter freely and of your own will!',
    author: 'bram-stoker',
    book: 'dracula',
  },
  {
    slug: 'dracula-children-of-the-night',
    content: 'Listen to them—the children of the night. What music they make!',
    author: 'bram-stoker',
    book: 'dracula',
  },
  {
    slug: 'jekyll-truly-two',
    content: 'Man is not truly one, but truly two.',
    author: 'robert-louis-stevenson',
    book: 'strange-case-of-dr-jekyll-and-mr-hyde',
  },
  {
    slug: 'jekyll-mr-seek',
    content: 'If he be Mr. Hyde, I shall be Mr. Seek.',
    author: 'robert-louis-stevenson',
    book: 'strange-case-of-dr-jekyll-and-mr-hyde',
  },
  {
    slug: 'phantom-existed',
    content: 'The Opera ghost really existed.',
    author: 'gaston-leroux',
    book: 'the-phantom-of-the-opera',
  },
  {
    slug: 'dorian-gray-talked-about',
    content:
      'There is only one thing in the world worse than being talked about, and that is not being talked about.',
    author: 'oscar-wilde',
    book: 'the-picture-of-dorian-gray',
  },
  {
    slug: 'dorian-gray-temptation',
    content: 'The only way to get rid of a temptation is to yield to it.',
    author: 'oscar-wilde',
    book: 'the-picture-of-dorian-gray',
  },
  {
    slug: 'dorian-gray-moral-book',
    content:
      'There is no such thing as a moral or an immoral book. Books are well written, or badly written. That is all.',
    author: 'oscar-wilde',
    book: 'the-picture-of-dorian-gray',
  },
  {
    slug: 'hound-footprints',
    content: 'Mr. Holmes, they were the footprints of a gigantic hound!',
    author: 'arthur-conan-doyle',
    book: 'the-hound-of-the-baskervilles',
  },
  {
    slug: 'hound-obvious-things',
    content: 'The world is full of obvious things which nobody by any chance ever observes.',
    author: 'arthur-conan-doyle',
    book: 'the-hound-of-the-baskervilles',
  },
  {
    slug: 'study-in-scarlet-thread',
    content:
      "There's the scarlet thread of murder running through the colourless skein of life, and our duty is to unravel it, and isolate it, and expose every inch of it.",
    author: 'arthur-conan-doyle',
    book: 'a-study-in-scarlet',
  },
  {
    slug: 'study-in-scarlet-attic',
    content:
      "I consider that a man's brain originally is like a little empty attic, and you have to stock it with such furniture as you choose.",
    author: 'arthur-conan-doyle',
    book: 'a-study-in-scarlet',
  },
  {
    slug: 'sign-of-four-impossible',
    content:
      'How often have I said to you that when you have eliminated the impossible, whatever remains, however improbable, must be the truth?',
    author: 'arthur-conan-doyle',
    book: 'the-sign-of-the-four',
  },
  {
    slug: 'adventures-the-woman',
    content: 'To Sherlock Holmes she is always the woman.',
    author: 'arthur-conan-doyle',
    book: 'the-adventures-of-sherlock-holmes',
  },
  {
    slug: 'adventures-see-not-observe',
    content: 'You see, but you do not observe. The distinction is clear.',
    author: 'arthur-conan-doyle',
    book: 'the-adventures-of-sherlock-holmes',
  },
  {
    slug: 'adventures-capital-mistake',
    content:
      'It is a capital mistake to theorize before one has data. Insensibly one begins to twist facts to suit theories, instead of theories to suit facts.',
    author: 'arthur-conan-doyle',
    book: 'the-adventures-of-sherlock-holmes',
  },
  {
    slug: 'adventures-little-things',
    content: 'It has long been an axiom of mine that the little things are infinitely the most important.',
    author: 'arthur-conan-doyle',
    book: 'the-adventures-of-sherlock-holmes',
  },
  {
    slug: 'valley-of-fear-mediocrity',
    content: 'Mediocrity knows nothing higher than itself; but talent instantly recognizes genius.',
    author: 'arthur-conan-doyle',
    book: 'the-valley-of-fear',
  },
  {
    slug: 'thirty-nine-steps-opening',
    content:
      "I returned from the City about three o'clock on that May afternoon pretty well disgusted with life.",
    author: 'john-buchan',
    book: 'the-thirty-nine-steps',
  },
  {
    slug: 'wilde-sensational-diary',
    content:
      'I never travel without my diary. One should always have something sensational to read in the train.',
    author: 'oscar-wilde',
    book: null,
  },
]
