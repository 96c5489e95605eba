import type { CountryCode } from '../api/contract/common';

/** An example of each value a member types, as it looks in the country. */
export type CountryExamples = { orderReference: string; zipCode: string; phone: string };

/** The texts' `{{example}}`: order references as on the country's e-tickets, its postal codes and phones. */
export const COUNTRY_EXAMPLES: Readonly<Record<CountryCode, CountryExamples>> = {
  CH: { orderReference: 'CH-chdemo-1000', zipCode: '1003', phone: '+41 21 555 12 34' },
  BE: { orderReference: 'BE-bedemo-1000', zipCode: '1000', phone: '+32 2 555 12 34' },
  SN: { orderReference: 'SN-sndemo-1000', zipCode: '10200', phone: '+221 33 855 12 34' },
  TN: { orderReference: 'TN-tndemo-1000', zipCode: '1053', phone: '+216 71 555 123' },
};
