// Demo quotes from the fantasy, science-fiction, superhero and dystopian books, plus two about reading and history.

import type { DemoQuote } from './demo-types'

export const WONDER_QUOTES: readonly DemoQuote[] = [
  {
    slug: 'time-machine-versatility',
    content:
      'It is a law of nature we overlook, that intellectual versatility is the compensation for change, danger, and trouble.',
    author: 'h-g-wells',
    book: 'the-time-machine',
  },
  {
    slug: 'time-machine-nature',
    content: 'Nature never appeals to intelligence until habit and instinct are useless.',
    author: 'h-g-wells',
    book: 'the-time-machine',
  },
  {
    slug: 'time-machine-opening',
    content:
      'The Time Traveller (for so it will be convenient to speak of him) was expounding a recondite matter to us.',
    author: 'h-g-wells',
    book: 'the-time-machine',
  },
  {
    slug: 'war-of-the-worlds-opening',
    content:
      "No one would have believed in the last years of the nineteenth century that this world was being watched keenly and closely by intelligences greater than man's and yet as mortal as his own.",
    author: 'h-g-wells',
    book: 'the-war-of-the-worlds',
  },
  {
    slug: 'doctor-moreau-law',
    content: 'Not to go on all-Fours; that is the Law. Are we not Men?',
    author: 'h-g-wells',
    book: 'the-island-of-doctor-moreau',
  },
  {
    slug: 'twenty-thousand-leagues-sea',
    content: 'The sea is everything. It covers seven tenths of the terrestrial globe.',
    author: 'jules-verne',
    book: 'twenty-thousand-leagues-under-the-sea',
  },
  {
    slug: 'alice-curiouser',
    content: 'Curiouser and curiouser!',
    author: 'lewis-carroll',
    book: 'alice-in-wonderland',
  },
  {
    slug: 'alice-pictures',
    content: 'And what is the use of a book, without pictures or conversations?',
    author: 'lewis-carroll',
    book: 'alice-in-wonderland',
  },
  {
    slug: 'alice-great-puzzle',
    content: "Who in the world am I? Ah, that's the great puzzle!",
    author: 'lewis-carroll',
    book: 'alice-in-wonderland',
  },
  {
    slug: 'alice-all-mad',
    content: "We're all mad here. I'm mad. You're mad.",
    author: 'lewis-carroll',
    book: 'alice-in-wonderland',
  },
  {
    slug: 'alice-begin-at-the-beginning',
    content: 'Begin at the beginning, and go on till you come to the end: then stop.',
    author: 'lewis-carroll',
    book: 'alice-in-wonderland',
  },
  {
    slug: 'looking-glass-impossible-things',
    content: "Why, sometimes I've believed as many as six impossible things before breakfast.",
    author: 'lewis-carroll',
    book: 'through-the-looking-glass',
  },
  {
    slug: 'looking-glass-running',
    content: 'Now, here, you see, it takes all the running you can do, to keep in the same place.',
    author: 'lewis-carroll',
    book: 'through-the-looking-glass',
  },
  {
    slug: 'looking-glass-humpty-dumpty',
    content: 'When I use a word, it means just what I choose it to mean—neither more nor less.',
    author: 'lewis-carroll',
    book: 'through-the-looking-glass',
  },
  {
    slug: 'looking-glass-walrus',
    content:
      'The time has come, the Walrus said, To talk of many things: Of shoes—and ships—and sealing-wax— Of cabbages—and kings—',
    author: 'lewis-carroll',
    book: 'through-the-looking-glass',
  },
  {
    slug: 'oz-no-place-like-home',
    content:
      'No matter how dreary and gray our homes are, we people of flesh and blood would rather live there than in any other country, be it ever so beautiful. There is no place like home.',
    author: 'l-frank-baum',
    book: 'the-wonderful-wizard-of-oz',
  },
  {
    slug: 'oz-happiness',
    content: 'Brains do not make one happy, and happiness is the best thing in the world.',
    author: 'l-frank-baum',
    book: 'the-wonderful-wizard-of-oz',
  },
  {
    slug: 'peter-pan-grow-up',
    content: 'All children, except one, grow up.',
    author: 'j-m-barrie',
    book: 'peter-pan',
  },
  {
    slug: 'peter-pan-big-adventure',
    content: 'To die will be an awfully big adventure.',
    author: 'j-m-barrie',
    book: 'peter-pan',
  },
  {
    slug: 'peter-pan-straight-on',
    content: 'Second to the right, and straight on till morning.',
    author: 'j-m-barrie',
    book: 'peter-pan',
  },
  {
    slug: 'willows-boats',
    content:
      'Believe me, my young friend, there is nothing—absolutely nothing—half so much worth doing as simply messing about in boats.',
    author: 'kenneth-grahame',
    book: 'the-wind-in-the-willows',
  },
  {
    slug: 'willows-spring-cleaning',
    content: 'The Mole had been working very hard all the morning, spring-cleaning his little home.',
    author: 'kenneth-grahame',
    book: 'the-wind-in-the-willows',
  },
  {
    slug: 'pimpernel-rhyme',
    content:
      'We seek him here, we seek him there, Those Frenchies seek him everywhere. Is he in heaven?—Is he in hell? That demmed, elusive Pimpernel.',
    author: 'baroness-orczy',
    book: 'the-scarlet-pimpernel',
  },
  {
    slug: 'machine-stops-opening',
    content: 'Imagine, if you can, a small room, hexagonal in shape, like the cell of a bee.',
    author: 'e-m-forster',
    book: 'the-machine-stops',
  },
  {
    slug: 'anthem-i-am',
    content: 'I am. I think. I will.',
    author: 'ayn-rand',
    book: 'anthem',
  },
  {
    slug: 'wells-education-and-catastrophe',
    content: 'Human history becomes more and more a race between education and catastrophe.',
    author: 'h-g-wells',
    book: null,
  },
  {
    slug: 'stevenson-bloodless-substitute',
    content: 'Books are good enough in their own way, but they are a mighty bloodless substitute for life.',
    author: 'robert-louis-stevenson',
    book: null,
  },
]
