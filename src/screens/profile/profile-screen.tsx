import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import type { Client } from '../../stores/client';
import { $client, loadClient } from '../../stores/client';
import { Heading } from '../../ui/heading';
import { Page } from '../../ui/layout';
import { RetryAlert } from '../../ui/retry-alert';
import { useStore } from '../../ui/use-store';
import { SignInFirst, useSignedIn } from '../already-signed-in/sign-in-first';
import { Waiting } from '../shared/waiting';
import { DeleteAccount } from './delete-account';
import { DetailsForm } from './details-form';
import { DownloadData } from './download-data';
import { FavoriteCinemas } from './favorite-cinemas/favorite-cinemas';
import { NewslettersForm } from './newsletters-form';
import { PasswordForm } from './password-form';
import { ProfileNav } from './profile-nav';

/** `full` on the account site; the webview routes show one form each (spec section 2). */
export type ProfileMode = 'full' | 'user-infos' | 'update-password';

const MODES: readonly ProfileMode[] = ['full', 'user-infos', 'update-password'];

function Blocks({ mode, client }: { mode: ProfileMode; client: Client }) {
  // The app's profile screen reaches deletion here, the only m/ route that can.
  if (mode === 'user-infos')
    return (
      <>
        <DetailsForm client={client} />
        <DeleteAccount />
      </>
    );
  if (mode === 'update-password') return <PasswordForm />;
  return (
    <>
      <ProfileNav />
      <DetailsForm client={client} />
      <PasswordForm />
      <NewslettersForm client={client} />
      <FavoriteCinemas />
      <DownloadData />
      <DeleteAccount />
    </>
  );
}

/** The member's profile in one of three modes: details, password, or everything (`full`). */
export function ProfileScreen({ mode: asked }: { mode?: string }) {
  const { t } = useT();
  const mode = MODES.find((m) => m === asked) ?? 'full';
  const signedIn = useSignedIn();
  const { client, loading, error } = useStore($client);
  useEffect(() => {
    const state = $client.get();
    if (signedIn && !state.client && !state.loading && !state.error) void loadClient();
  }, [signedIn]);
  if (signedIn === false) return <SignInFirst />;
  const title = t(mode === 'update-password' ? 'profile.password.title' : 'profile.title');
  return (
    <Page>
      <div className="profile" part="profile">
        <Heading level={1}>{title}</Heading>
        {client ? (
          <Blocks mode={mode} client={client} />
        ) : error && !loading ? (
          <RetryAlert message={t('profile.loadError')} onRetry={loadClient} />
        ) : (
          <Waiting label={t('profile.loading')} />
        )}
      </div>
    </Page>
  );
}
