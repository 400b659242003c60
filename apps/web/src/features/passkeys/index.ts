export { PasskeysCard } from './passkeys-card';
