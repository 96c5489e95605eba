// The bench's yardstick (design.md section 8): the least a React 19 sign-in form costs, built by the
// same Vite as the demo. No state, no styles, no translations: anything more belongs to the product.
import { createRoot } from 'react-dom/client';

// The sign-in request leaves the page as the product's does (the bench times its start); the bare
// page's server answers 405, which does not matter here.
function send(form: HTMLFormElement) {
  void fetch('/api/login', { method: 'POST', body: new FormData(form) }).catch(() => undefined);
}

function SignIn() {
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        send(event.currentTarget);
      }}
    >
      <label>
        E-mail
        <input type="email" name="email" autoComplete="username" required />
      </label>
      <label>
        Password
        <input type="password" name="password" autoComplete="current-password" required />
      </label>
      <button type="submit">Sign in</button>
    </form>
  );
}

// The probe reads this mark as "runtime executed", where a demo page has its first island defined.
performance.mark('bench:exec');
createRoot(document.getElementById('root') as HTMLElement).render(<SignIn />);
