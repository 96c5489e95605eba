import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
// Registers the three tags (side-effect imports of the package's element modules).
import 'cine-account/login';
import 'cine-account/language-switcher';
import 'cine-account/user-menu';
import type { CineEventUser } from 'cine-account';
// Types each cine tag's attributes for the template checker (CUSTOM_ELEMENTS_SCHEMA alone checks none).
import { CINE_ELEMENTS } from 'cine-account/angular';

/** The chain's account site (the demo's Swiss site by default): its links, its landing and its API. */
const ACCOUNT_URL = 'http://ch.localhost:5173/';
const API_BASE = `${ACCOUNT_URL}api/`;

@Component({
  selector: 'cine-example-app',
  // The one opt-out: cine-* tags are custom elements, not Angular components to resolve.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  imports: [CINE_ELEMENTS],
  template: `
    <header>
      <strong>Ciné Lac</strong>
      <cine-language-switcher [attr.lang]="lang()" country="CH" [attr.api-base]="apiBase" />
      <cine-user-menu [attr.lang]="lang()" country="CH" [attr.api-base]="apiBase" [attr.account-url]="accountUrl" />
    </header>
    <main>
      <h1>Ciné Lac: my account</h1>
      <p>
        <label>
          Language of the page
          <select [value]="lang()" (change)="setLang($event)">
            <option value="fr">Français</option>
            <option value="de">Deutsch</option>
          </select>
        </label>
        <button type="button" [attr.aria-pressed]="showLogin()" (click)="showLogin.set(!showLogin())">
          Sign-in form
        </button>
        <label>
          <input type="checkbox" [checked]="openAccount()" (change)="openAccount.set(!openAccount())" />
          Open my account after sign-in
        </label>
      </p>
      @if (user(); as member) {
        <p role="status">Signed in as {{ member.givenName }} ({{ member.email }})</p>
      } @else if (showLogin()) {
        <!-- Links and the landing go to the account site; the app stays unless the member asked to go. -->
        <cine-login
          [attr.lang]="lang()"
          country="CH"
          [attr.api-base]="apiBase"
          [attr.account-url]="accountUrl"
          (cine-logged-in)="onLoggedIn($event)"
          (cine-navigate)="onNavigate($event)"
          (cine-error)="onError($event)"
        />
      }
      @if (error()) {
        <p role="alert">{{ error() }}</p>
      }
    </main>
  `,
})
export class App {
  protected readonly apiBase = API_BASE;
  protected readonly accountUrl = ACCOUNT_URL;
  // The app's own state: the elements follow `lang`, the page shows who signed in.
  protected readonly lang = signal<'fr' | 'de'>('fr');
  protected readonly user = signal<CineEventUser | undefined>(undefined);
  protected readonly showLogin = signal(true);
  protected readonly error = signal('');
  protected readonly openAccount = signal(false);

  protected setLang(event: Event): void {
    this.lang.set((event.target as HTMLSelectElement).value === 'de' ? 'de' : 'fr');
  }

  // Angular types an unknown DOM event as Event: the detail is read as the manifest documents it.
  protected onLoggedIn(event: Event): void {
    this.user.set((event as CustomEvent<{ user?: CineEventUser }>).detail.user);
  }

  // Cancelling cine-navigate keeps the member in the app; otherwise the element opens the account site.
  protected onNavigate(event: Event): void {
    if (!this.openAccount()) event.preventDefault();
  }

  protected onError(event: Event): void {
    this.error.set((event as CustomEvent<{ message: string }>).detail.message);
  }
}
