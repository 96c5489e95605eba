// The API's own rules, for views: screens and ui reach api/ only through stores (design.md section 2).
export { looksLikeEmail } from '../api/contract/email';
export { checkPasswordRules, FIELD_MAX, meetsPasswordRules } from '../api/contract/rules';
