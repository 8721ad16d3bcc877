// The user-facing texts of docs/product.md §2 and 8, word for word, shared so that the api and the web say the
// same thing. Field validation messages live with their rules in fields.ts (MESSAGES).

export const UI_MESSAGES = {
  loadingApplication: 'Loading application...',
  signingIn: 'Signing in...',
  loggedOut: 'Logged out successfully',
  invalidCredentials: 'Invalid credentials',
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  loginFailed: 'Login failed. Please try again.',
  loginSuccess: 'Login successful!',
  registrationSuccess: 'Registration successful!',
  registrationFailed: 'Registration failed',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Profile update failed',
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'Password change failed',
  passwordChangeFailedAlert: 'Failed to change password. Please check your current password.',
  employeeSaveFailed: 'Error saving employee.',
  excelTimeout: 'The upload request timed out. The server may still be processing your file.',
  excelPermissionDenied: 'Permission denied. Make sure you are logged in with admin privileges.',
  excelUploadFailed: 'Upload failed',
  excelProcessing: 'Processing Excel file...',
  excelTemplateFailed: 'Failed to download template: ',
  accessDenied: 'Access Denied',
  leaveSubmitFailedHod: 'Error submitting leave application. Please try again.',
  leaveSubmitFailedEmployee: 'Failed to submit application. Please try again.',
  leaveSubmitted: 'Leave application submitted successfully!',
  leaveSubmittedBanner: 'Leave Application Submitted!',
  submitAnotherApplication: 'Submit Another Application',
  earnedLeaveFetchFailed: 'Failed to fetch earned leave details',
  earnedLeaveCalculateFailed: 'Failed to calculate earned leave',
  earnedLeaveCalculated: 'Earned leave calculated and updated successfully!',
  requiresHodApproval: 'Requires HOD approval first',
  /** The hint under a field only an administrator changes (a HOD's department and date of joining). */
  askAnAdministrator: 'Ask an administrator to change this',
  invalidDate: 'Invalid Date',
  dateNotAvailable: 'Date not available',
  neverLoggedIn: 'Never',
  noApplicationsFound: 'No applications found matching your criteria.',
  noEmployeesFound: 'No employees found matching your criteria.',
  noLeaveRecordsFound: 'No leave records found matching your criteria.',
  /** docs/product.md §6: a 403 from the server is reported as a permission problem (when the server gives no text). */
  permissionDenied: 'You do not have permission to do this.',
} as const;

/**
 * The e-mail for which a failed login falls back to POST /demo-login (docs/product.md §7); the api's default
 * ADMIN_EMAIL.
 */
export const DEMO_ADMIN_EMAIL = 'admin@college.edu';
