/**
 * Validation messages, exact English text. The server answers with these;
 * the web and desktop clients translate them through i18n by their key (see `messageKey`).
 */
export const validationMessages = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  usernameMin: 'Username must be at least 3 characters long',
  passwordMin: 'Password must be at least 6 characters long',
  confirmPasswordMin: 'Confirm password must be at least 6 characters long',
  fullNameMin: 'Full name must be at least 2 characters long',
  passwordsMismatch: "Passwords don't match",
  passwordTooLong: 'Password must be at most 72 bytes long',
  usernameFormat: 'Username may contain only letters, digits, dots, hyphens and underscores',
  roleInvalid: 'Choose one of the roles: admin, editor or viewer',
  roleAssignInvalid: 'Choose one of the roles: admin, editor, viewer or no access',
  tooLong: 'This field is too long',
  invalidUrl: 'Please enter a valid URL starting with http:// or https://',
  invalidImage: 'Please enter an https:// image address or upload an image',
  invalidHttpsUrl: 'Please enter a web address starting with https://',
  invalidDate: 'Please enter a valid date',
  endBeforeStart: 'The end date cannot be before the start date',
  invalidChoice: 'Please choose one of the options',
  invalidNumber: 'Please enter a whole number',
  retentionMonths: 'Please enter a whole number of months from 1 to 120',
  retentionDays: 'Please enter a whole number of days from 1 to 365',
  retentionSessionDays: 'Please enter a whole number of days from 0 to 30',
  currentPasswordWrong: 'The current password is not correct',
  newPasswordSame: 'The new password must differ from the current one',
  singleLine: 'This field must be one line, without line breaks',
  controlCharacters: 'This field contains an invisible control or formatting character: please type it again',
  translationIncomplete: 'Fill in this field before marking the translation ready',
  invalidTimeZone: 'Please choose a valid time zone',
  closesBeforeOpens: 'Registration cannot close before it opens',
  registrationLinkRequired: 'Enter the registration link, or choose another way to register',
  capacityMin: 'An event needs at least one place',
  consentRequired: 'Please accept the privacy policy to register',
  consentRequiredApply: 'Please accept the privacy policy to apply',
  invalidPhone: 'Please enter a valid telephone number',
  invalidOrganisationNumber: 'Please enter the organisation number as registered',
  invalidFile: 'Please upload the file again',
  fileOrUrl: 'Upload a file or enter an address, not both',
  invalidPercentage: 'Please enter a percentage with at most two decimals',
  invalidHsCode: 'Please enter an HS code such as 0804 or 0804.40',
  leadTimeOrder: 'The longest lead time cannot be shorter than the shortest',
  usernameConfusable: 'This username looks too much like an existing one; please choose another',
  fullNameReserved: 'Please enter your own name, not the name of a role',
  fullNameTaken: 'Another user already has this name; please add something to tell you apart',
  currentPasswordForEmail: 'Enter your current password to change your e-mail address',
  representativeDomain:
    "You can invite colleagues with an address at your company's own domain; to invite anyone else, please ask the chamber's staff",
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

const keyByMessage = new Map<string, ValidationMessageKey>(
  Object.entries(validationMessages).map(([key, text]) => [text, key as ValidationMessageKey]),
);

/** The i18n key of a validation message produced by a shared schema, if it is one. */
export function messageKey(message: string): ValidationMessageKey | undefined {
  return keyByMessage.get(message);
}
