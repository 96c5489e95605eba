// The standalone account site: every element registered up front, the page language kept in sync.
import './demo.css';
import '../../src/elements/cine-account';
import '../../src/elements/cine-user-menu';
import { syncPageLanguage } from './lang-sync';

syncPageLanguage();
