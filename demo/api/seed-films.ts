/** Fictional films and events of the demo catalogue, with their titles per language where they differ. */
export const FILMS: readonly string[] = [
  'The Last Projectionist',
  'Popcorn Heist',
  'Midnight Matinee',
  'Silver Screen Summer',
  'The Usher’s Secret',
  'Reel Love',
  'Dune Sea',
  'Northern Lights Express',
  'The Velvet Seat',
  'A Quiet Intermission',
  'Ticket to Tomorrow',
  'The Lighthouse Keeper',
  'Crimson Credits',
  'Balcony Row',
  'Paper Planets',
  'The Long Trailer',
  'Orbit of Ice',
  'Saturday Serial',
  'Kingdom of Foxes',
  'The Marvellous Mime',
  'Harbour Nights',
  'Echoes of Dakar',
  'Medina Blues',
  'Alpine Rescue',
  'The Brussels Affair',
  'Sahara Sprint',
  'Robots on Recess',
  'The Tiny Dragon',
  'Last Call at the Lido',
  'Blue Hour',
  'Second Sunrise',
  'The Cartographer',
  'Whispering Pines',
  'Night Bus 12',
  'The Great Bake-Off Film',
  'Lantern Festival',
  'Deep Field',
  'Chess in the Rain',
  'The Forgotten Reel',
  'Moonlit Marathon',
];

export const EVENTS: readonly string[] = [
  'Opera live: La Traviata',
  'Ballet live: Swan Lake',
  'Concert: Symphony under the Stars',
  'E-sport final: League Cup',
  'Stand-up night',
  'Documentary night with Q&A',
  'Anime marathon',
  'Football: Cup final on the big screen',
];

/** `the-last-projectionist`: the catalogue slug of a title. */
export const slugOf = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
