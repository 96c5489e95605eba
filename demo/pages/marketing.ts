// A plain marketing page: only the autoloader, which imports the islands its tags need.
import './console-record';
import '../../site/site.css';
import '../../src/autoloader';
