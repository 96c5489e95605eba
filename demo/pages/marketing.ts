// A plain marketing page: only the autoloader, which imports the islands its tags need.
import './demo.css';
import '../../src/autoloader';
