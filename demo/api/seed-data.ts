import type { CountryCode, LanguageCode } from '../../src/api/contract/common';

type SeedCinema = { id: string; name: string; city: string; zipCode: string; address: string };

/** Five to seven cinemas per country (fictional chain, real cities). */
export const CINEMAS: Record<CountryCode, SeedCinema[]> = {
  CH: [
    {
      id: 'ch-lausanne-flon',
      name: 'Cine Lausanne Flon',
      city: 'Lausanne',
      zipCode: '1003',
      address: 'Place de l’Europe 9',
    },
    {
      id: 'ch-geneve-balexert',
      name: 'Cine Genève Balexert',
      city: 'Genève',
      zipCode: '1209',
      address: 'Avenue Louis-Casaï 27',
    },
    {
      id: 'ch-zurich-sihlcity',
      name: 'Cine Zürich Sihlcity',
      city: 'Zürich',
      zipCode: '8045',
      address: 'Kalanderplatz 1',
    },
    {
      id: 'ch-bern-westside',
      name: 'Cine Bern Westside',
      city: 'Bern',
      zipCode: '3027',
      address: 'Riedbachstrasse 100',
    },
    {
      id: 'ch-basel-kuechlin',
      name: 'Cine Basel Küchlin',
      city: 'Basel',
      zipCode: '4051',
      address: 'Steinenvorstadt 55',
    },
    {
      id: 'ch-fribourg-arena',
      name: 'Cine Fribourg Arena',
      city: 'Granges-Paccot',
      zipCode: '1763',
      address: 'Route d’Agy 3',
    },
    {
      id: 'ch-luzern-capitol',
      name: 'Cine Luzern Capitol',
      city: 'Luzern',
      zipCode: '6003',
      address: 'Zentralstrasse 45',
    },
  ],
  BE: [
    {
      id: 'be-bruxelles-docks',
      name: 'Cine Bruxelles Docks',
      city: 'Bruxelles',
      zipCode: '1020',
      address: 'Boulevard Lambermont 1',
    },
    {
      id: 'be-liege-mediacite',
      name: 'Cine Liège Médiacité',
      city: 'Liège',
      zipCode: '4020',
      address: 'Boulevard Raymond Poincaré 7',
    },
    {
      id: 'be-antwerpen-zuid',
      name: 'Cine Antwerpen Zuid',
      city: 'Antwerpen',
      zipCode: '2000',
      address: 'Waalsekaai 47',
    },
    { id: 'be-gent-dok', name: 'Cine Gent Dok', city: 'Gent', zipCode: '9000', address: 'Ter Platen 12' },
    {
      id: 'be-namur-confluence',
      name: 'Cine Namur Confluence',
      city: 'Namur',
      zipCode: '5000',
      address: 'Rue de Fer 11',
    },
    {
      id: 'be-charleroi-rive-gauche',
      name: 'Cine Charleroi Rive Gauche',
      city: 'Charleroi',
      zipCode: '6000',
      address: 'Place Verte 20',
    },
    {
      id: 'be-leuven-ladeuze',
      name: 'Cine Leuven Ladeuze',
      city: 'Leuven',
      zipCode: '3000',
      address: 'Bondgenotenlaan 145',
    },
  ],
  SN: [
    {
      id: 'sn-dakar-sea-plaza',
      name: 'Cine Dakar Sea Plaza',
      city: 'Dakar',
      zipCode: '10200',
      address: 'Route de la Corniche Ouest',
    },
    {
      id: 'sn-dakar-almadies',
      name: 'Cine Dakar Almadies',
      city: 'Dakar',
      zipCode: '10700',
      address: 'Route des Almadies',
    },
    {
      id: 'sn-saint-louis-baobab',
      name: 'Cine Saint-Louis Baobab',
      city: 'Saint-Louis',
      zipCode: '32000',
      address: 'Quai Roume',
    },
    {
      id: 'sn-thies-centre',
      name: 'Cine Thiès Centre',
      city: 'Thiès',
      zipCode: '21000',
      address: 'Avenue Léopold Sédar Senghor',
    },
    {
      id: 'sn-mbour-saly',
      name: 'Cine Mbour Saly',
      city: 'Saly Portudal',
      zipCode: '23000',
      address: 'Route de Saly',
    },
    {
      id: 'sn-ziguinchor-casamance',
      name: 'Cine Ziguinchor Casamance',
      city: 'Ziguinchor',
      zipCode: '27000',
      address: 'Rue Javelier',
    },
  ],
  TN: [
    {
      id: 'tn-tunis-lac',
      name: 'Cine Tunis Les Berges du Lac',
      city: 'Tunis',
      zipCode: '1053',
      address: 'Rue du Lac Biwa',
    },
    {
      id: 'tn-tunis-centre',
      name: 'Cine Tunis Centre-Ville',
      city: 'Tunis',
      zipCode: '1000',
      address: 'Avenue Habib Bourguiba 64',
    },
    {
      id: 'tn-la-marsa',
      name: 'Cine La Marsa',
      city: 'La Marsa',
      zipCode: '2070',
      address: 'Avenue Habib Bourguiba 12',
    },
    {
      id: 'tn-sousse-kantaoui',
      name: 'Cine Sousse Kantaoui',
      city: 'Sousse',
      zipCode: '4089',
      address: 'Boulevard du 14 Janvier',
    },
    {
      id: 'tn-sfax-ennasr',
      name: 'Cine Sfax Ennasr',
      city: 'Sfax',
      zipCode: '3000',
      address: 'Route de Tunis km 4',
    },
    {
      id: 'tn-nabeul-mrezga',
      name: 'Cine Nabeul Mrezga',
      city: 'Nabeul',
      zipCode: '8000',
      address: 'Route touristique Mrezga',
    },
  ],
};

/** The demo password of every seeded member (meets the password rule). */
export const DEMO_PASSWORD = 'Popcorn-2026';

type SeedMember = {
  firstName: string;
  lastName: string;
  gender: 'female' | 'male';
  dateOfBirth: string;
  favoriteLanguage: string;
  qrCode: string;
  favoriteCinema: string;
  points: number;
};

/** One demo member per country: `demo.{country}@cine.test`. */
export const MEMBERS: Record<CountryCode, SeedMember> = {
  CH: {
    firstName: 'Léa',
    lastName: 'Muller',
    gender: 'female',
    dateOfBirth: '1991-04-12',
    favoriteLanguage: 'FR',
    qrCode: 'CINE-CH-000123',
    favoriteCinema: 'ch-lausanne-flon',
    points: 1240,
  },
  BE: {
    firstName: 'Lotte',
    lastName: 'Peeters',
    gender: 'female',
    dateOfBirth: '1987-09-30',
    favoriteLanguage: 'NL',
    qrCode: 'CINE-BE-000245',
    favoriteCinema: 'be-antwerpen-zuid',
    points: 860,
  },
  SN: {
    firstName: 'Awa',
    lastName: 'Diop',
    gender: 'female',
    dateOfBirth: '1995-01-22',
    favoriteLanguage: 'FR',
    qrCode: 'CINE-SN-000367',
    favoriteCinema: 'sn-dakar-sea-plaza',
    points: 310,
  },
  TN: {
    firstName: 'Youssef',
    lastName: 'Ben Salah',
    gender: 'male',
    dateOfBirth: '1989-06-05',
    favoriteLanguage: 'FR',
    qrCode: 'CINE-TN-000489',
    favoriteCinema: 'tn-tunis-lac',
    points: 540,
  },
};

/** Newsletters a member can subscribe to, with their labels per language. */
export const NEWSLETTERS: { id: string; label: Record<LanguageCode, string> }[] = [
  {
    id: 'weekly-programme',
    label: {
      en: 'This week’s programme',
      fr: 'Le programme de la semaine',
      de: 'Das Wochenprogramm',
      nl: 'Het programma van de week',
    },
  },
  {
    id: 'offers',
    label: {
      en: 'Offers and competitions',
      fr: 'Offres et jeux concours',
      de: 'Angebote und Wettbewerbe',
      nl: 'Aanbiedingen en wedstrijden',
    },
  },
  {
    id: 'premieres',
    label: {
      en: 'Premieres and events',
      fr: 'Avant-premières et événements',
      de: 'Premieren und Events',
      nl: 'Premières en evenementen',
    },
  },
  {
    id: 'family',
    label: {
      en: 'Family and kids',
      fr: 'Famille et enfants',
      de: 'Familie und Kinder',
      nl: 'Gezin en kinderen',
    },
  },
];

export const DEFAULT_NOTIFICATIONS = { email: true, sms: false, push: true };
