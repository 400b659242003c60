// What other modules may use of customers (one module reaches another only through its index).
export {
  findProfile,
  markLinked,
  type ProfileChanges,
  setPasswordHash,
  updateProfile,
} from './repository.ts';
