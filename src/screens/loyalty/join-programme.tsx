import { useT } from '../../i18n/use-t';
import { $loyalty, joinLoyalty } from '../../stores/loyalty';
import { Button } from '../../ui/button';
import { Heading } from '../../ui/heading';
import { useIsland } from '../../ui/island-context';
import { useStore } from '../../ui/use-store';

/** For a member not in the programme where it runs: what it gives, and a way to join. */
export function JoinProgramme() {
  const { t } = useT();
  const { id } = useIsland();
  const { joining } = useStore($loyalty);
  return (
    <section className="join" part="join" aria-labelledby="join-title">
      <Heading level={2} id="join-title">
        {t('loyalty.join.title')}
      </Heading>
      <ul>
        <li>{t('loyalty.join.earn')}</li>
        <li>{t('loyalty.join.spend')}</li>
        <li>{t('loyalty.join.friends')}</li>
      </ul>
      <Button busy={joining} busyLabel={t('loyalty.join.joining')} onClick={() => void joinLoyalty(id)}>
        {t('loyalty.join.button')}
      </Button>
    </section>
  );
}
