// The bridge must exist before the element detects its context, hence the import order.
import './console-record';
import '../../site/site.css';
import './webview-bridge';
import '../../src/elements/cine-login';
