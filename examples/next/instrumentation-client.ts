// The elements' scripts, in the browser only and before React hydrates the page: each tag hydrates
// the shadow root the server rendered into it, in place.
import 'cine-account/login';
import 'cine-account/user-menu';
