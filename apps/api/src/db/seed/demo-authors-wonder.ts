// Demo authors of fantasy, science fiction, pulp heroes and dystopias; about texts written for this store.

import type { DemoAuthor } from './demo-types'

export const WONDER_AUTHORS: readonly DemoAuthor[] = [
  {
    slug: 'h-g-wells',
    name: 'H. G. Wells',
    fullName: 'Herbert George Wells',
    about:
      'H. G. Wells (1866–1946) was born in Bromley, Kent, and studied science in London under T. H. Huxley. His "scientific romances" of the 1890s, beginning with The Time Machine in 1895, did much to shape science fiction as we know it. He went on to write comic and social novels, popular histories such as The Outline of History, and a great deal of political commentary.',
  },
  {
    slug: 'jules-verne',
    name: 'Jules Verne',
    fullName: 'Jules Gabriel Verne',
    about:
      'Jules Verne (1828–1905) was born in Nantes and studied law in Paris before turning to the theatre and then to fiction. His long partnership with the publisher Pierre-Jules Hetzel produced the Voyages extraordinaires, a series of adventure novels grounded in the science and geography of his day. Journey to the Centre of the Earth, Twenty Thousand Leagues Under the Sea and Around the World in Eighty Days are among the most translated books ever written.',
  },
  {
    slug: 'edgar-rice-burroughs',
    name: 'Edgar Rice Burroughs',
    fullName: 'Edgar Rice Burroughs',
    about:
      'Edgar Rice Burroughs (1875–1950) was born in Chicago and tried several careers before selling his first story to a pulp magazine in 1912. That year saw the first appearances of both John Carter of Mars and Tarzan, heroes who carried him through dozens of sequels. He later founded his own publishing company, and the Los Angeles district of Tarzana takes its name from his ranch.',
  },
  {
    slug: 'johnston-mcculley',
    name: 'Johnston McCulley',
    fullName: 'Johnston McCulley',
    about:
      'Johnston McCulley (1883–1958) was an American writer who began as a police reporter before becoming a prolific author for the pulp magazines. In 1919 he created Zorro in The Curse of Capistrano, serialised in All-Story Weekly. The 1920 film The Mark of Zorro, starring Douglas Fairbanks, made the character famous, and McCulley kept writing Zorro stories for decades.',
  },
  {
    slug: 'baroness-orczy',
    name: 'Baroness Orczy',
    fullName: 'Emma Magdolna Rozália Mária Jozefa Borbála Orczy',
    about:
      'Emma Orczy (1865–1947) was born into a Hungarian noble family and settled in London as a young woman, where she studied art before turning to writing. The Scarlet Pimpernel reached the public first as a stage play and then, in 1905, as a novel that became a lasting success. She wrote many sequels about Sir Percy Blakeney, as well as detective stories featuring the Old Man in the Corner.',
  },
  {
    slug: 'philip-wylie',
    name: 'Philip Wylie',
    fullName: 'Philip Gordon Wylie',
    about:
      'Philip Wylie (1902–1971) was an American novelist, screenwriter and social critic born in Massachusetts. His 1930 novel Gladiator, about a man of superhuman strength, is often named as a forerunner of the comic-book superhero. With Edwin Balmer he also wrote the end-of-the-world novel When Worlds Collide (1933).',
  },
  {
    slug: 'l-frank-baum',
    name: 'L. Frank Baum',
    fullName: 'Lyman Frank Baum',
    about:
      'L. Frank Baum (1856–1919) was born in Chittenango, New York, and worked as an actor, newspaper editor and travelling salesman before he found success as a writer. The Wonderful Wizard of Oz, illustrated by W. W. Denslow, appeared in 1900 and was followed by thirteen more Oz novels. In his final years he lived in Hollywood, where he also tried his hand at making films of his stories.',
  },
  {
    slug: 'lewis-carroll',
    name: 'Lewis Carroll',
    fullName: 'Charles Lutwidge Dodgson',
    about:
      'Lewis Carroll was the pen name of Charles Lutwidge Dodgson (1832–1898), a mathematics lecturer at Christ Church, Oxford. The Alice books grew out of a story he told the young Alice Liddell and her sisters on a boating trip in 1862. Besides Alice and its sequel, both illustrated by John Tenniel, he wrote nonsense verse such as The Hunting of the Snark and was a keen early photographer.',
  },
  {
    slug: 'j-m-barrie',
    name: 'J. M. Barrie',
    fullName: 'James Matthew Barrie',
    about:
      'J. M. Barrie (1860–1937) was a Scottish novelist and playwright, born in Kirriemuir, who made his name in London with novels and comedies. Peter Pan first flew on the stage in 1904, and Barrie retold the story as the novel Peter and Wendy in 1911. In 1929 he gave the rights to Peter Pan to Great Ormond Street Hospital for children.',
  },
  {
    slug: 'lord-dunsany',
    name: 'Lord Dunsany',
    fullName: 'Edward John Moreton Drax Plunkett',
    about:
      "Lord Dunsany (1878–1957), the 18th Baron of Dunsany, was an Anglo-Irish writer of stories, novels and plays. Beginning with The Gods of Pegāna in 1905, he invented mythologies and dreamlike lands in a rich, musical prose. The King of Elfland's Daughter (1924) is his best-loved novel, and his work influenced many later fantasy writers.",
  },
  {
    slug: 'george-macdonald',
    name: 'George MacDonald',
    fullName: 'George MacDonald',
    about:
      'George MacDonald (1824–1905) was a Scottish novelist, poet and Christian minister. Alongside realistic novels of Scottish life he wrote fairy tales and fantasies, including Phantastes (1858), At the Back of the North Wind and The Princess and the Goblin. He encouraged his friend Lewis Carroll to publish Alice, and C. S. Lewis later named MacDonald as a major influence.',
  },
  {
    slug: 'kenneth-grahame',
    name: 'Kenneth Grahame',
    fullName: 'Kenneth Grahame',
    about:
      'Kenneth Grahame (1859–1932) was born in Edinburgh and spent his working life at the Bank of England, where he rose to the post of Secretary. He wrote essays and stories of childhood in his spare time, collected in The Golden Age and Dream Days. The Wind in the Willows (1908) grew out of bedtime stories and letters he wrote for his young son.',
  },
  {
    slug: 'e-nesbit',
    name: 'E. Nesbit',
    fullName: 'Edith Nesbit',
    about:
      "Edith Nesbit (1858–1924), who wrote as E. Nesbit, was an English author and poet and a founding member of the Fabian Society. Her children's books, among them The Story of the Treasure Seekers, Five Children and It and The Railway Children, treat children as sensible, funny people. Her stories of magic breaking into everyday family life influenced generations of children's writers.",
  },
  {
    slug: 'yevgeny-zamyatin',
    name: 'Yevgeny Zamyatin',
    fullName: 'Yevgeny Ivanovich Zamyatin',
    about:
      'Yevgeny Zamyatin (1884–1937) was a Russian writer and naval engineer who spent part of the First World War in Britain supervising the building of icebreakers. His novel We, written in 1920–21, could not be published in the Soviet Union and first appeared in English in 1924. He was allowed to leave the country in 1931 and died in Paris.',
  },
  {
    slug: 'e-m-forster',
    name: 'E. M. Forster',
    fullName: 'Edward Morgan Forster',
    about:
      "E. M. Forster (1879–1970) was an English novelist and essayist closely associated with King's College, Cambridge. He is best known for A Room with a View, Howards End and A Passage to India. His 1909 story The Machine Stops was a rare venture into science fiction, written as a reply to the optimism of H. G. Wells.",
  },
  {
    slug: 'jack-london',
    name: 'Jack London',
    fullName: 'John Griffith London',
    about:
      'Jack London (1876–1916) was born in San Francisco and worked as a sailor, a labourer and a gold prospector in the Klondike before becoming one of the best-paid writers of his time. He is best known for The Call of the Wild and White Fang. A committed socialist, he also wrote political and speculative fiction, including The Iron Heel and The Scarlet Plague.',
  },
  {
    slug: 'karel-capek',
    name: 'Karel Čapek',
    fullName: 'Karel Čapek',
    about:
      'Karel Čapek (1890–1938) was a Czech novelist, playwright and journalist. His 1920 play R.U.R. introduced the word "robot", which he credited to his brother Josef. He also wrote the satirical novel War with the Newts and was an outspoken critic of fascism in the 1930s.',
  },
  {
    slug: 'samuel-butler',
    name: 'Samuel Butler',
    fullName: 'Samuel Butler',
    about:
      'Samuel Butler (1835–1902) was an English novelist, critic and painter. In the 1860s he ran a sheep station in the Canterbury region of New Zealand, whose mountains inspired the setting of his satire Erewhon (1872). His semi-autobiographical novel The Way of All Flesh was published after his death.',
  },
  {
    slug: 'ayn-rand',
    name: 'Ayn Rand',
    fullName: 'Alisa Zinovyevna Rosenbaum',
    about:
      'Ayn Rand (1905–1982) was born Alisa Rosenbaum in St Petersburg and emigrated to the United States in 1926, where she worked in Hollywood before turning to novels. Anthem, a short dystopian fable, was first published in England in 1938. Her later novels The Fountainhead and Atlas Shrugged became bestsellers.',
  },
]
