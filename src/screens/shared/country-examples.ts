import { COUNTRY_EXAMPLES, type CountryExamples } from '../../i18n/country-examples';
import { $config } from '../../stores/config';
import { useStore } from '../../ui/use-store';

/** Examples that fit the page's country: order reference, postal code, phone number. */
export function useCountryExamples(): CountryExamples {
  return COUNTRY_EXAMPLES[useStore($config).country];
}
