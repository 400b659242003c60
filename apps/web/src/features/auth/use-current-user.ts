import { useSelector } from 'react-redux';
import { selectUser } from './auth-slice';

export function useCurrentUser() {
  return useSelector(selectUser);
}
