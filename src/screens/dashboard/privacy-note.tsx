import { NoticeNote } from '../../ui/notice-note';
import { PrivacyPopin } from '../privacy/privacy-popin';

/** The privacy pop-in on the dashboard: a note below the cards, nothing over the member card's code. */
export function PrivacyNote() {
  return <PrivacyPopin notice={NoticeNote} />;
}
