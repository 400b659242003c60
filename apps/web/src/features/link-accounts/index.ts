export { LinkAccountModal } from './link-account-modal';
