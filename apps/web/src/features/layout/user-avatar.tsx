import { initials } from './initials';

interface UserAvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  userName?: string | null;
}

/** Initials in a circle; decorative because the name is printed next to it. */
export function UserAvatar({ firstName, lastName, userName }: UserAvatarProps) {
  return (
    <span className="user-avatar" aria-hidden="true" data-testid="topbar-avatar">
      {initials(firstName, lastName, userName)}
    </span>
  );
}
