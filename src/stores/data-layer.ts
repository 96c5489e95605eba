// The API side of the stores (ofetch, the contract schemas, the session cookie): the elements load
// it beside their first render, so a form shows before it has arrived.
import './session';

export { loadSettings } from './settings';
