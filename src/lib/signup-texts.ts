/** What the sign-up and social sign-in screens say and the mock answers, word for word where the spec gives it (spec 1 §8). */
export const SIGNUP_TEXTS = {
  registered: 'Registration successful. Otp sent successfully',
  /** After sign-up, beside the phone's code: the email is the other half of a verified account (spec 2 §4). */
  emailToVerify: (email: string, role: 'customer' | 'vendor') =>
    `This code verifies your phone. Your email ${email} needs verifying too before you can ${role === 'vendor' ? 'add deals' : 'keep or buy deals'}: once you are in, send yourself the link from My Account.`,
  franchiseReceived: 'Your franchise request has been received. Our team will contact you soon.',
  instituteAdded: 'Institute added successfully.',
  /** Spec 1 §8: the social sign-in success dialog. */
  socialSuccessTitle: 'Success',
  socialSuccess: 'You Have Successfully Logged in to the product.',
  socialTokenRefused: 'The social sign-in could not be verified. Please try again.',
  socialTokenUsed: 'This social sign-in was already used. Please sign in again.',
  /** The forms' and the server's field errors (src/lib/signup-rules.ts). */
  phoneRequired: 'The Phone Number field is required.',
  phoneInvalid: 'The Phone Number must be a valid Indian mobile number.',
  aadharInvalid: 'The Aadhar Card Number is invalid.',
  fullNameLetters: 'The full name field must only contain letters and spaces.',
  numeric: (label: string) => `The ${label} field must be a number.`,
  expiryRange: 'The expiry date must be a month from this month to 5 years ahead.',
  idCardRequired: 'The Student ID Card is required.',
  instituteRequired: 'The institute field is required.',
  instituteNameRequired: 'The institute name field is required when Others is chosen.',
  disclaimerRequired: 'Please accept the disclaimer.',
  referralUnknown: 'The referral code does not belong to any account.',
  emailTaken: 'The email has already been taken.',
  phoneTaken: 'The phone has already been taken.',
  panInvalid: 'The PAN number format is invalid (five letters, four digits and a letter, e.g. ABCDE1234F).',
  gstInvalid: 'The GST number format is invalid (e.g. 29ABCDE1234F1Z5).',
  stateCodeInvalid: 'The state code must be a positive number of at most 3 digits.',
  accountMismatch: 'The confirm account number must match the account number.',
  accountTypeInvalid: 'The account type must be Saving, Current or Salary.',
  stateUnknown: 'Opps! Invalid State. Please contact administrator.',
  bankDocumentRequired: 'The Bank Document is required.',
  panDocumentRequired: 'The PAN Document is required.',
} as const
