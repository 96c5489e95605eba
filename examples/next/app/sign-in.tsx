'use client';
import type { CineEventUser } from 'cine-account';
import { Prerendered, type ShadowRootHtml } from 'cine-account/react';
import { useState } from 'react';

/** The app's own state around `<cine-login>`: the language it follows, who signed in, whether it shows. */
export function SignIn({ shadow, apiBase }: { shadow: ShadowRootHtml; apiBase: string }) {
  const [lang, setLang] = useState('fr');
  const [user, setUser] = useState<CineEventUser>();
  const [showLogin, setShowLogin] = useState(true);
  const [error, setError] = useState('');
  return (
    <>
      <p>
        <label>
          Language of the page{' '}
          <select value={lang} onChange={(event) => setLang(event.target.value)}>
            <option value="fr">Français</option>
            <option value="de">Deutsch</option>
          </select>
        </label>{' '}
        <button type="button" aria-pressed={showLogin} onClick={() => setShowLogin(!showLogin)}>
          Sign-in form
        </button>
      </p>
      {user ? (
        <p role="status">
          Signed in as {user.givenName} ({user.email})
        </p>
      ) : (
        showLogin && (
          <Prerendered
            tag="cine-login"
            shadow={shadow}
            lang={lang}
            country="CH"
            api-base={apiBase}
            oncine-logged-in={(event) => setUser(event.detail.user)}
            // The app routes itself: the element's own navigation after sign-in is cancelled.
            oncine-navigate={(event) => event.preventDefault()}
            oncine-error={(event) => setError(event.detail.message)}
          />
        )
      )}
      {error && <p role="alert">{error}</p>}
    </>
  );
}
