export const RULES_NOTES = '';
