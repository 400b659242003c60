// What other modules may use of credit letters (one module reaches another only through its index).
export { letterUrl } from './service.ts';
export {
  findNewestLetter,
  lockLetterForReview,
  moveLettersOfEnrollments,
  type ReviewedLetterRow,
  setLetterReview,
} from './repository.ts';
