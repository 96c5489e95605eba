// Compiled by `npm run build` (tsc --noEmit): the tags are typed, a misspelt attribute is an error.
import 'cine-account/login';

export const typed = <cine-login lang="fr" return-url="/" context="browser" />;

// @ts-expect-error `langg` is no attribute of <cine-login>
export const misspelt = <cine-login langg="fr" />;

// @ts-expect-error `context` takes 'auto' | 'browser' | 'iframe' | 'webview'
export const wrongValue = <cine-login context="popup" />;
