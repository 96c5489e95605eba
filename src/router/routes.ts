/** What a route renders; a kind with no screen yet renders the not-found page. */
export type ScreenKind =
  | 'redirect'
  | 'dashboard'
  | 'tickets'
  | 'loyalty'
  | 'profile'
  | 'contact'
  | 'login'
  | 'signup'
  | 'forgotten-password'
  | 'reset-password'
  | 'contact-offer'
  | 'not-found';

/** One row of the route table (spec section 2). */
export type Route = {
  /** Segments relative to the base path; `:lang` is the language parameter. */
  pattern: string;
  screen: ScreenKind;
  /** Passes the authentication guard first. */
  auth: boolean;
  iframe?: boolean;
  webview?: boolean;
  /** i18n key of the page title, shown as "<title> · My account". */
  titleKey: string;
  /** Extra props for the screen (profile mode, contact-offer kind). */
  props?: Readonly<Record<string, string>>;
};

const iframeOf = (pattern: string, screen: ScreenKind, titleKey: string): Route => ({
  pattern: `${pattern}-iframe`,
  screen,
  auth: false,
  iframe: true,
  titleKey,
});

const offer = (kind: string): Route => ({
  pattern: `:lang/contact-offer/${kind}`,
  screen: 'contact-offer',
  auth: false,
  webview: true,
  titleKey: 'account.titles.contactOffer',
  props: { kind },
});

/** The route table of spec section 2, in match order. */
export const routes: readonly Route[] = [
  { pattern: '', screen: 'redirect', auth: false, titleKey: 'account.titles.dashboard' },
  {
    pattern: ':lang',
    screen: 'dashboard',
    auth: true,
    titleKey: 'account.titles.dashboard',
  },
  {
    pattern: ':lang/e-tickets',
    screen: 'tickets',
    auth: true,
    titleKey: 'account.titles.tickets',
  },
  {
    pattern: ':lang/loyalty-program',
    screen: 'loyalty',
    auth: true,
    titleKey: 'account.titles.loyalty',
  },
  {
    pattern: ':lang/profile',
    screen: 'profile',
    auth: true,
    titleKey: 'account.titles.profile',
    props: { mode: 'full' },
  },
  {
    pattern: ':lang/contact-us',
    screen: 'contact',
    auth: false,
    titleKey: 'account.titles.contact',
  },
  { pattern: ':lang/login', screen: 'login', auth: false, titleKey: 'account.titles.login' },
  {
    pattern: ':lang/signup',
    screen: 'signup',
    auth: false,
    titleKey: 'account.titles.signup',
  },
  {
    pattern: ':lang/forgotten-password',
    screen: 'forgotten-password',
    auth: false,
    titleKey: 'account.titles.forgottenPassword',
  },
  {
    pattern: ':lang/reset-password',
    screen: 'reset-password',
    auth: false,
    titleKey: 'account.titles.resetPassword',
  },
  iframeOf(':lang/login', 'login', 'account.titles.login'),
  iframeOf(':lang/signup', 'signup', 'account.titles.signup'),
  iframeOf(':lang/forgotten-password', 'forgotten-password', 'account.titles.forgottenPassword'),
  iframeOf(':lang/reset-password', 'reset-password', 'account.titles.resetPassword'),
  {
    pattern: 'm/:lang/profile/user-infos',
    screen: 'profile',
    auth: true,
    webview: true,
    titleKey: 'account.titles.profile',
    props: { mode: 'user-infos' },
  },
  {
    pattern: 'm/:lang/profile/update-password',
    screen: 'profile',
    auth: true,
    webview: true,
    titleKey: 'account.titles.updatePassword',
    props: { mode: 'update-password' },
  },
  {
    pattern: 'm/:lang/contact-us',
    screen: 'contact',
    auth: false,
    webview: true,
    titleKey: 'account.titles.contact',
  },
  {
    pattern: 'm/:lang/fidelity',
    screen: 'loyalty',
    auth: true,
    webview: true,
    titleKey: 'account.titles.loyalty',
  },
  {
    pattern: 'm/:lang/signup',
    screen: 'signup',
    auth: false,
    webview: true,
    titleKey: 'account.titles.signup',
  },
  {
    pattern: 'm/:lang/forgotten-password',
    screen: 'forgotten-password',
    auth: false,
    webview: true,
    titleKey: 'account.titles.forgottenPassword',
  },
  offer('birthday'),
  offer('schoolSession'),
  offer('b2b'),
];

/** Any other path (spec section 2). */
export const notFoundRoute: Route = {
  pattern: '**',
  screen: 'not-found',
  auth: false,
  titleKey: 'account.titles.notFound',
};

/** A screen the account site can show: its tag, the import that defines it, the texts it asks for. */
export type LiveScreen = { tag: `cine-${string}`; load: () => Promise<unknown>; texts?: readonly string[] };

/** The screens `<cine-account>` is handed by elements/ (the router never imports an element). */
export type LiveScreens = Partial<Record<ScreenKind, LiveScreen>>;
