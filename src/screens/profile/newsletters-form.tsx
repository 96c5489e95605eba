import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t';
import type { Client } from '../../stores/client';
import { $profile, updateNotifications } from '../../stores/profile';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { useIsland } from '../../ui/island-context';
import { useStore } from '../../ui/use-store';
import { ProfileSection } from './profile-section';

// Channels a member can be told through; the client may hold more, which are kept as they are.
const CHANNELS = ['email', 'sms', 'push'] as const;

/** Newsletter choices (labels from the API), the newsletter flag and the notification channels. */
export function NewslettersForm({ client }: { client: Client }) {
  const { t } = useT();
  const { id: island, prefix } = useIsland();
  const { savingNotifications } = useStore($profile);
  const [subscribed, setSubscribed] = useState(() =>
    client.newsletters.filter((entry) => entry.subscribed).map((entry) => entry.id),
  );
  const [sendNewsletter, setSendNewsletter] = useState(client.sendNewsletter);
  const [notifications, setNotifications] = useState(client.notifications);
  const toggle = (id: string, on: boolean) =>
    setSubscribed((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void updateNotifications({ newsletters: subscribed, sendNewsletter, notifications }, island);
  };
  const idOf = (name: string) => `${prefix}-newsletters-${name}`;
  return (
    <ProfileSection
      id="newsletters"
      title={t('profile.newsletters.title')}
      intro={t('profile.newsletters.intro')}
    >
      <form className="profile__form" noValidate onSubmit={submit} part="form">
        <Checkbox
          id={idOf('send')}
          label={t('profile.newsletters.send')}
          checked={sendNewsletter}
          onChange={(event) => setSendNewsletter(event.currentTarget.checked)}
        />
        <fieldset className="field profile__choices" part="field">
          <legend className="field__label">{t('profile.newsletters.topics')}</legend>
          {client.newsletters.map((entry) => (
            <Checkbox
              key={entry.id}
              id={idOf(entry.id)}
              label={entry.label}
              checked={subscribed.includes(entry.id)}
              onChange={(event) => toggle(entry.id, event.currentTarget.checked)}
            />
          ))}
        </fieldset>
        <fieldset className="field profile__choices" part="field">
          <legend className="field__label">{t('profile.newsletters.channels')}</legend>
          {CHANNELS.map((channel) => (
            <Checkbox
              key={channel}
              id={idOf(`channel-${channel}`)}
              label={t(`profile.newsletters.channel.${channel}`)}
              checked={notifications[channel] ?? false}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setNotifications((current) => ({ ...current, [channel]: on }));
              }}
            />
          ))}
        </fieldset>
        <Button type="submit" busy={savingNotifications} busyLabel={t('profile.saving')}>
          {t('profile.newsletters.save')}
        </Button>
      </form>
    </ProfileSection>
  );
}
