import { useT } from '../../i18n/use-t';
import { AppLink } from '../../ui/app-link';
import { Heading } from '../../ui/heading';
import { Page } from '../../ui/layout';

/** The polite not-found page (spec section 2 leaves its content open): what happened and a way home. */
export function NotFoundScreen({ homeHref }: { homeHref: string }) {
  const { t } = useT();
  return (
    <Page narrow>
      <div className="not-found" part="not-found">
        <Heading level={1}>{t('NotFound.Title')}</Heading>
        <p>{t('NotFound.Message')}</p>
        <p>
          <AppLink href={homeHref}>{t('NotFound.Home')}</AppLink>
        </p>
      </div>
    </Page>
  );
}
