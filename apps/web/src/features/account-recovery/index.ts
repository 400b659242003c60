import { lazy } from 'react';

// Guest screens, each its own chunk (the first-load budget is nearly full).
export const ForgotPasswordPage = lazy(() => import('./forgot-password-page'));
export const ForgotUsernamePage = lazy(() => import('./forgot-username-page'));
export const ResetPasswordPage = lazy(() => import('./reset-password-page'));
export { NewPasswordFields, newPasswordErrors } from './new-password-fields';
export { hasFieldErrors, serverFieldErrors, type FieldErrors } from './field-errors';
