import Link from 'next/link';

// A second page of the app, for client-side navigations away from and back to the sign-in form.
export default function Cinemas() {
  return (
    <main>
      <h1>Ciné Lac: our cinemas</h1>
      <p>Lausanne, Genève, Neuchâtel.</p>
      <p>
        <Link href="/">Back to my account</Link>
      </p>
    </main>
  );
}
