/** The spec's texts of the auth screens (spec 000 §5, §8) and the inventory's defaults where it has none. */

export const TEXT = {
  wrongCredentials: 'Woops, email or password is incorrect.',
  network: 'Woops, something wrong: Network error. Please try again later.',
  resetLinkSent: 'Password reset link sent',
  tokenExpired: 'Woops, something wrong: Your token has expired. Please try again later.',
  unableToProcess:
    'Woops, something wrong: We were unable to process your request. Please try again later.',
  passwordReset: 'Password successfully reset.',
  signupCompleted: 'Signup completed successfully.',
  agreed: 'You have agreed to our terms!',
  agreementFailed: 'There was an issue updating your Agreement Information',
  inviteLinkSent: 'New invitation link sent',
  inviteFailed: 'There was an issue sending invite',
  savedDefault: 'Your information has been saved successfully',
  saveFailedDefault: 'Woops, something wrong. Please try again later.',
} as const
