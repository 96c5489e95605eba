// The bridge must exist before the element detects its context, hence the import order.
import './console-record';
import './demo.css';
import './webview-bridge';
import '../../src/elements/cine-login';
