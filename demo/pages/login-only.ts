// Only <cine-login>: what the size budget and the bench measure, so nothing else is imported.
import '../../src/elements/cine-login';
