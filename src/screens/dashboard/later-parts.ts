// What the dashboard shows after its first render comes in one download: My films and the pop-ins.
export { FilmsBlock } from './films/films-block';
export { LoyaltyPopin } from './loyalty-popin';
export { PrivacyNote } from './privacy-note';
