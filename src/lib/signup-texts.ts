/** What the sign-up and social sign-in screens say and the mock answers, word for word where the spec gives it (spec 1 §8). */
export const SIGNUP_TEXTS = {
  registered: 'Registration successful. Otp sent successfully',
  franchiseReceived: 'Your franchise request has been received. Our team will contact you soon.',
  instituteAdded: 'Institute added successfully.',
  /** Spec 1 §8: the social sign-in success dialog. */
  socialSuccessTitle: 'Success',
  socialSuccess: 'You Have Successfully Logged in to the product.',
  socialTokenRefused: 'The social sign-in could not be verified. Please try again.',
  socialTokenUsed: 'This social sign-in was already used. Please sign in again.',
} as const
