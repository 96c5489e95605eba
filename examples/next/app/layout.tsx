import { Prerendered } from 'cine-account/react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { attributesOf, shadowOf } from './account';
import { CineElements } from './cine-elements';
import './layout.css';

export const metadata = { title: 'Ciné Lac' };
// Rendered for each request: the API address comes from the server's environment.
export const dynamic = 'force-dynamic';

export default async function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header>
          <strong>Ciné Lac</strong>
          <nav aria-label="Site">
            <Link href="/">My account</Link>
            <Link href="/cinemas">Our cinemas</Link>
          </nav>
          <Prerendered
            tag="cine-user-menu"
            shadow={await shadowOf('cine-user-menu')}
            {...attributesOf('fr')}
          />
        </header>
        {children}
        <CineElements />
      </body>
    </html>
  );
}
