// The member area's text files: their loaders are this module, downloaded with the first member element.
export const memberTextFiles = import.meta.glob(
  './locales/*/{dashboard,loyalty,member,profile,tickets,contact,contact-offer,footer,app-banner}.json',
  { import: 'default' },
);
