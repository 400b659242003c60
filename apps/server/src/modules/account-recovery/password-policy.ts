import {
  type AccountErrorCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  passwordLength,
} from '@myaccount/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { AppError } from '../../plugins/app-error.ts';

// Built once: loading the dictionaries is the expensive part, a check takes milliseconds.
const zxcvbn = new ZxcvbnFactory({
  translations: en.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary },
});

/** zxcvbn score 0–4 of `password`, with `userInputs` (the owner's own words) counted as guessable. */
export function passwordScore(password: string, userInputs: readonly string[]): number {
  return zxcvbn.check(password, [...userInputs]).score;
}

/** What the account already says about its owner; a password made of it is easy to guess. */
export interface PasswordOwner {
  userName: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

interface Problem {
  reason: AccountErrorCode;
  message: string;
}

/** Why a password breaks the policy (a code the app translates, and English), or null. */
function problemOf(password: string, owner: PasswordOwner): Problem | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH)
    return { reason: 'password_too_short', message: `Use at least ${PASSWORD_MIN_LENGTH} characters.` };
  if (length > PASSWORD_MAX_LENGTH)
    return { reason: 'password_too_long', message: `Use at most ${PASSWORD_MAX_LENGTH} characters.` };
  if (password.trim().toLowerCase() === owner.userName.trim().toLowerCase()) {
    return { reason: 'password_is_user_name', message: 'The password cannot be your user name.' };
  }
  const userInputs = [owner.userName, owner.email?.split('@')[0], owner.firstName, owner.lastName].filter(
    (word): word is string => typeof word === 'string' && word.length > 0,
  );
  const result = zxcvbn.check(password, userInputs);
  if (result.score >= PASSWORD_MIN_SCORE) return null; // same score as passwordScore()
  const hint = result.feedback.warning ?? result.feedback.suggestions[0];
  return {
    reason: 'password_too_weak',
    message: `This password is too easy to guess.${hint ? ` ${hint}` : ''}`,
  };
}

/**
 * The reason a new password is refused, or null when it is acceptable (OWASP ASVS 2.1):
 * 12–128 characters, any characters, not the user name, and a zxcvbn score of at least 3
 * with the owner's own words counted as guessable.
 */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  return problemOf(password, owner)?.message ?? null;
}

/** Throws 400 naming `field` (and the reason's code) when the password breaks the policy. */
export function assertPasswordAcceptable(password: string, owner: PasswordOwner, field: string): void {
  const problem = problemOf(password, owner);
  if (problem) throw new AppError('bad_request', problem.message, { field, reason: problem.reason });
}
