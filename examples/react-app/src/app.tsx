import { useState } from 'react';
// Registers <cine-login> and types it as JSX (cine-account ships the typings).
import 'cine-account/login';
import type { CineEventUser } from 'cine-account';

/** Where the cinema's account API lives; the demo (`npm run demo` in cine-account) by default. */
const apiBase = import.meta.env.VITE_CINE_API_BASE ?? 'http://localhost:5173/api/';

export function App() {
  const [user, setUser] = useState<CineEventUser>();
  const [error, setError] = useState('');
  return (
    <main>
      <h1>Ciné Lac: my account</h1>
      {user ? (
        <p role="status">Signed in as {user.email}</p>
      ) : (
        <cine-login
          api-base={apiBase}
          country="CH"
          lang="fr"
          oncine-logged-in={(event) => setUser(event.detail.user)}
          // The app routes itself: the element's own navigation after sign-in is cancelled.
          oncine-navigate={(event) => event.preventDefault()}
          oncine-error={(event) => setError(event.detail.message)}
        />
      )}
      {error && <p role="alert">{error}</p>}
    </main>
  );
}
