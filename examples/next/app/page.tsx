import { apiBase, shadowOf } from './account';
import { SignIn } from './sign-in';

// A server component: the sign-in form's HTML is in the page, painted before any script.
export default async function Home() {
  return (
    <main>
      <h1>Ciné Lac: my account</h1>
      <SignIn shadow={await shadowOf('cine-login')} apiBase={apiBase()} />
    </main>
  );
}
