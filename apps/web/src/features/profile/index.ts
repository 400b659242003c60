import { lazy } from 'react';

export const ProfilePage = lazy(() => import('./profile-page'));
