// Demo authors of mystery, horror and thriller classics; about texts written for this store.

import type { DemoAuthor } from './demo-types'

export const SUSPENSE_AUTHORS: readonly DemoAuthor[] = [
  {
    slug: 'arthur-conan-doyle',
    name: 'Arthur Conan Doyle',
    fullName: 'Sir Arthur Ignatius Conan Doyle',
    about:
      "Arthur Conan Doyle (1859–1930) was born in Edinburgh and trained as a doctor at the city's university. Sherlock Holmes first appeared in A Study in Scarlet in 1887 and, through the stories in The Strand Magazine, became the most famous detective in fiction. Doyle also wrote historical novels and the adventures of Professor Challenger, beginning with The Lost World, and was knighted in 1902.",
  },
  {
    slug: 'mary-shelley',
    name: 'Mary Shelley',
    fullName: 'Mary Wollstonecraft Shelley',
    about:
      'Mary Shelley (1797–1851) was the daughter of the philosopher William Godwin and the writer Mary Wollstonecraft. She began Frankenstein in the summer of 1816 near Lake Geneva, when Lord Byron proposed that each of his guests write a ghost story. The novel was published anonymously in 1818. Her later books include The Last Man, in which a plague destroys humanity.',
  },
  {
    slug: 'bram-stoker',
    name: 'Bram Stoker',
    fullName: 'Abraham Stoker',
    about:
      'Bram Stoker (1847–1912) was born in Dublin and worked as a civil servant before moving to London as business manager of the Lyceum Theatre for the actor Henry Irving. He wrote novels and stories alongside that demanding job, and Dracula (1897) became the most influential vampire tale ever written. His other novels include The Jewel of Seven Stars and The Lair of the White Worm.',
  },
  {
    slug: 'robert-louis-stevenson',
    name: 'Robert Louis Stevenson',
    fullName: 'Robert Louis Balfour Stevenson',
    about:
      'Robert Louis Stevenson (1850–1894) was a Scottish novelist, poet and travel writer born in Edinburgh. Treasure Island, Kidnapped and Strange Case of Dr Jekyll and Mr Hyde made him one of the most popular writers of his day. Always in fragile health, he travelled widely and spent his last years in Samoa, where he died in 1894.',
  },
  {
    slug: 'fanny-van-de-grift-stevenson',
    name: 'Fanny Van de Grift Stevenson',
    fullName: 'Frances Matilda Van de Grift Stevenson',
    about:
      'Fanny Van de Grift Stevenson (1840–1914) was an American writer born in Indianapolis. She married Robert Louis Stevenson in 1880 and worked with him on More New Arabian Nights: The Dynamiter (1885). She shared his voyages in the Pacific and his final years in Samoa.',
  },
  {
    slug: 'j-sheridan-le-fanu',
    name: 'J. Sheridan Le Fanu',
    fullName: 'Joseph Thomas Sheridan Le Fanu',
    about:
      'Joseph Sheridan Le Fanu (1814–1873) was an Irish writer and newspaper proprietor born in Dublin. He was the leading writer of ghost stories of the Victorian era and the author of the mystery novel Uncle Silas. His collection In a Glass Darkly (1872) includes the vampire novella Carmilla.',
  },
  {
    slug: 'henry-james',
    name: 'Henry James',
    fullName: 'Henry James',
    about:
      'Henry James (1843–1916) was born in New York City and spent most of his adult life in England, becoming a British subject in 1915. His novels, among them The Portrait of a Lady and The Wings of the Dove, explore the meeting of American and European manners with great subtlety. The Turn of the Screw (1898) is the most famous of his ghost stories.',
  },
  {
    slug: 'gaston-leroux',
    name: 'Gaston Leroux',
    fullName: 'Gaston Louis Alfred Leroux',
    about:
      'Gaston Leroux (1868–1927) was a French journalist and novelist who worked as a court reporter and foreign correspondent before turning to fiction. His The Mystery of the Yellow Room is a celebrated locked-room puzzle featuring the young reporter Joseph Rouletabille. The Phantom of the Opera, serialised in 1909–10, has been adapted for stage and screen many times.',
  },
  {
    slug: 'oscar-wilde',
    name: 'Oscar Wilde',
    fullName: "Oscar Fingal O'Flahertie Wills Wilde",
    about:
      'Oscar Wilde (1854–1900) was an Irish poet, playwright and wit, educated at Trinity College Dublin and Magdalen College, Oxford. The Picture of Dorian Gray, his only novel, appeared in 1890, and comedies such as The Importance of Being Earnest filled London theatres. After imprisonment in the 1890s he spent his last years in France and died in Paris.',
  },
  {
    slug: 'wilkie-collins',
    name: 'Wilkie Collins',
    fullName: 'William Wilkie Collins',
    about:
      'Wilkie Collins (1824–1889) was an English novelist and playwright and a close friend and collaborator of Charles Dickens. His sensation novels, with their secrets, disguises and several narrators, were hugely popular. The Woman in White and The Moonstone remain his best-known works, and The Moonstone is often counted among the first detective novels in English.',
  },
  {
    slug: 'agatha-christie',
    name: 'Agatha Christie',
    fullName: 'Agatha Mary Clarissa Christie',
    about:
      'Agatha Christie (1890–1976) was born in Torquay, Devon, and worked in a hospital dispensary during the First World War, where she learned about poisons. Her first novel, The Mysterious Affair at Styles, introduced the Belgian detective Hercule Poirot. She went on to write dozens of detective novels and the long-running play The Mousetrap.',
  },
  {
    slug: 'g-k-chesterton',
    name: 'G. K. Chesterton',
    fullName: 'Gilbert Keith Chesterton',
    about:
      'G. K. Chesterton (1874–1936) was an English writer, journalist and critic, known for his love of paradox. He wrote essays, poetry, biographies and works of Christian apologetics such as Orthodoxy. His fiction includes The Man Who Was Thursday and the Father Brown detective stories, which began with The Innocence of Father Brown in 1911.',
  },
  {
    slug: 'john-buchan',
    name: 'John Buchan',
    fullName: 'John Buchan, 1st Baron Tweedsmuir',
    about:
      'John Buchan (1875–1940) was a Scottish novelist, historian and public servant born in Perth. The Thirty-Nine Steps (1915) introduced Richard Hannay, who returned in Greenmantle, Mr Standfast and later books. Buchan served as Governor General of Canada from 1935 until his death.',
  },
  {
    slug: 'erskine-childers',
    name: 'Erskine Childers',
    fullName: 'Robert Erskine Childers',
    about:
      'Erskine Childers (1870–1922) was born in London and worked as a clerk in the House of Commons, sailing small boats in his spare time. Those voyages inspired The Riddle of the Sands (1903), his only novel. He later devoted himself to the cause of Irish independence and was executed during the Irish Civil War.',
  },
  {
    slug: 'joseph-conrad',
    name: 'Joseph Conrad',
    fullName: 'Józef Teodor Konrad Korzeniowski',
    about:
      'Joseph Conrad (1857–1924) was born to Polish parents in the Russian Empire and spent many years at sea in the French and British merchant navies. He became a British subject and wrote his novels in English, his third language. His works include Heart of Darkness, Lord Jim, Nostromo and The Secret Agent.',
  },
  {
    slug: 'edgar-wallace',
    name: 'Edgar Wallace',
    fullName: 'Richard Horatio Edgar Wallace',
    about:
      'Edgar Wallace (1875–1932) was born in Greenwich and served as a soldier in South Africa before becoming a war correspondent. The Four Just Men (1905) launched a career of astonishing output: crime novels, plays, screenplays and journalism. He was working on the script of King Kong in Hollywood when he died.',
  },
]
