import { CONTACT_LIMITS, CONTACT_TOPICS } from '../../stores/contact';
import { looksLikeEmail } from '../../stores/form-rules';
import type { FieldProblem } from '../../ui/use-checked-form';

export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export type ContactValues = {
  topic: ContactTopic | '';
  name: string;
  email: string;
  orderReference: string;
  message: string;
};
export type ContactField = keyof ContactValues;

const tooLong = (field: ContactField, value: string): FieldProblem<ContactField>[] => {
  const max = field === 'topic' ? 0 : CONTACT_LIMITS[field];
  return max && value.length > max ? [{ field, key: 'contact.errors.tooLong', values: { max } }] : [];
};

/** Client-side checks of the contact form, in field order, with the API's own bounds. */
export function validateContact(values: ContactValues): FieldProblem<ContactField>[] {
  const problems: FieldProblem<ContactField>[] = [];
  if (!CONTACT_TOPICS.some((topic) => topic === values.topic))
    problems.push({ field: 'topic', key: 'contact.errors.topicRequired' });
  const name = values.name.trim();
  if (!name) problems.push({ field: 'name', key: 'contact.errors.nameRequired' });
  problems.push(...tooLong('name', name));
  const email = values.email.trim();
  if (!email) problems.push({ field: 'email', key: 'contact.errors.emailRequired' });
  else if (!looksLikeEmail(email)) problems.push({ field: 'email', key: 'contact.errors.emailInvalid' });
  problems.push(...tooLong('email', email), ...tooLong('orderReference', values.orderReference.trim()));
  const message = values.message.trim();
  if (!message) problems.push({ field: 'message', key: 'contact.errors.messageRequired' });
  problems.push(...tooLong('message', message));
  return problems;
}
